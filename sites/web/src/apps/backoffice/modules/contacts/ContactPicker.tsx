import type { Contact } from '@courtage/contracts/crm/contacts/contact';
import { listContactsEndpoint } from '@courtage/contracts/crm/contacts/list-contacts.rpc';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ComboBox, Input, Label, ListBox, ListBoxItem, Popover, Text } from 'react-aria-components';
import { listQueryOptions } from '../../../../lib/gateway/endpoint-client.ts';

export type PickedContact = { id: string; label: string };
type PickerItem = PickedContact & { text: string };

type Props = {
  label?: string;
  value: PickedContact | null;
  onChange: (contact: PickedContact | null) => void;
  error?: string | undefined;
};

function labelOf(contact: Contact): string {
  return `${contact.forename} ${contact.name}`;
}

/** A contact found by name, e-mail or phone (the contacts search), 10 at a time. */
export function ContactPicker({ label = 'Contact', value, onChange, error }: Props) {
  const [input, setInput] = useState(value?.label ?? '');
  const [search, setSearch] = useState('');
  useEffect(() => setInput(value?.label ?? ''), [value?.label]);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(input.trim()), 300);
    return () => clearTimeout(timer);
  }, [input]);
  const query = new URLSearchParams({ limit: '10', sort: 'name', direction: 'asc' });
  if (search && search !== value?.label) query.set('q', search);
  const found = useQuery({ ...listQueryOptions(listContactsEndpoint, query), staleTime: 15_000 });
  // The chosen contact stays among the choices, or the combobox would clear it when the rows change.
  const rows: PickerItem[] = (found.data?.rows ?? []).map((contact: Contact) => ({
    id: contact.id,
    label: labelOf(contact),
    text: `${labelOf(contact)}${contact.email ? ` · ${contact.email}` : ''}${contact.companyName ? ` · ${contact.companyName}` : ''}`,
  }));
  const items =
    value && !rows.some((row) => row.id === value.id) ? [{ ...value, text: value.label }, ...rows] : rows;
  return (
    <ComboBox
      className="bo-field"
      inputValue={input}
      onInputChange={setInput}
      selectedKey={value?.id ?? null}
      onSelectionChange={(key) => {
        const contact = items.find((row) => row.id === key);
        onChange(contact ? { id: contact.id, label: contact.label } : null);
      }}
      items={items}
      isInvalid={Boolean(error)}
      allowsEmptyCollection
      menuTrigger="focus"
    >
      <Label>{label}</Label>
      <Input placeholder="Nom, e-mail ou téléphone" />
      {error ? (
        <Text slot="errorMessage" className="bo-field__error">
          {error}
        </Text>
      ) : null}
      <Popover className="crm-combobox__popover">
        <ListBox
          className="crm-combobox__list"
          renderEmptyState={() => (
            <p className="crm-combobox__item">{found.isPending ? 'Recherche…' : 'Aucun contact trouvé.'}</p>
          )}
        >
          {(contact: PickerItem) => (
            <ListBoxItem id={contact.id} textValue={contact.label} className="crm-combobox__item">
              {contact.text}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
