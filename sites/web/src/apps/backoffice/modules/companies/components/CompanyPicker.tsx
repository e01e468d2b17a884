import { type CompanyRow, listCompaniesEndpoint } from '@courtage/contracts/crm/companies/list-companies.rpc';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ComboBox, Input, Label, ListBox, ListBoxItem, Popover, Text } from 'react-aria-components';
import { listQueryOptions } from '../../../../../lib/gateway/endpoint-client.ts';

type PickerItem = { id: string; companyName: string; text: string };

type Props = {
  label?: string;
  /** The chosen company, or null. */
  value: { id: string; companyName: string } | null;
  onChange: (company: { id: string; companyName: string } | null) => void;
  error?: string | undefined;
};

/** A company found by name or SIREN (the companies list's search), 10 at a time. */
export function CompanyPicker({ label = 'Entreprise', value, onChange, error }: Props) {
  const [input, setInput] = useState(value?.companyName ?? '');
  const [search, setSearch] = useState('');
  useEffect(() => setInput(value?.companyName ?? ''), [value?.companyName]);
  // A pause in typing before asking, as the list's search box does.
  useEffect(() => {
    const timer = setTimeout(() => setSearch(input.trim()), 300);
    return () => clearTimeout(timer);
  }, [input]);
  const query = new URLSearchParams({ limit: '10', sort: 'companyName', direction: 'asc' });
  if (search && search !== value?.companyName) query.set('q', search);
  const found = useQuery({ ...listQueryOptions(listCompaniesEndpoint, query), staleTime: 15_000 });
  // The chosen company stays among the choices, or the combobox would clear it when the rows change.
  const rows: PickerItem[] = (found.data?.rows ?? []).map((row: CompanyRow) => ({
    id: row.id,
    companyName: row.companyName,
    text: `${row.companyName} · ${row.siren} · ${row.town}`,
  }));
  const items =
    value && !rows.some((row) => row.id === value.id)
      ? [{ id: value.id, companyName: value.companyName, text: value.companyName }, ...rows]
      : rows;
  return (
    <ComboBox
      className="bo-field"
      inputValue={input}
      onInputChange={setInput}
      selectedKey={value?.id ?? null}
      onSelectionChange={(key) => {
        const company = items.find((row) => row.id === key);
        onChange(company ? { id: company.id, companyName: company.companyName } : null);
      }}
      items={items}
      isInvalid={Boolean(error)}
      allowsEmptyCollection
      menuTrigger="focus"
    >
      <Label>{label}</Label>
      <Input placeholder="Nom ou SIREN" />
      {error ? (
        <Text slot="errorMessage" className="bo-field__error">
          {error}
        </Text>
      ) : null}
      <Popover className="crm-combobox__popover">
        <ListBox
          className="crm-combobox__list"
          renderEmptyState={() => (
            <p className="crm-combobox__item">
              {found.isPending ? 'Recherche…' : 'Aucune entreprise trouvée.'}
            </p>
          )}
        >
          {(company: PickerItem) => (
            <ListBoxItem id={company.id} textValue={company.companyName} className="crm-combobox__item">
              {company.text}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
