import { useEffect, useMemo, useState } from 'react';
import { ComboBox, Input, Label, ListBox, ListBoxItem, Popover, Text } from 'react-aria-components';

type NafCode = { id: string; label: string };

/** Subclasses only ('62.01Z'): the level a company is registered under. */
const SUBCLASS = /^\d{2}\.\d{2}[A-Z]$/;
let loaded: Promise<NafCode[]> | undefined;

/** The official NAF list (`@socialgouv/codes-naf`, 150 kB), loaded once when a form needs it. */
function loadNafCodes(): Promise<NafCode[]> {
  loaded ??= import('@socialgouv/codes-naf/index.json').then((module) =>
    (module.default as NafCode[]).filter((code) => SUBCLASS.test(code.id)),
  );
  return loaded;
}

type Props = {
  value: string;
  onChange: (code: string, label: string) => void;
  error?: string | undefined;
};

/** NAF code picked from the official list by code or words, its label shown under it. */
export function NafField({ value, onChange, error }: Props) {
  const [codes, setCodes] = useState<NafCode[]>([]);
  const [input, setInput] = useState(value);
  useEffect(() => {
    void loadNafCodes().then(setCodes);
  }, []);
  // A reset or an edited company's code from outside shows in the box.
  useEffect(() => setInput(value), [value]);
  const label = codes.find((code) => code.id === value)?.label;
  const matches = useMemo(() => {
    const needle = input
      .trim()
      .toLowerCase()
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '');
    if (!needle) return codes.slice(0, 50);
    return codes
      .filter((code) =>
        `${code.id} ${code.label}`
          .toLowerCase()
          .normalize('NFD')
          .replace(/\p{Diacritic}/gu, '')
          .includes(needle),
      )
      .slice(0, 50);
  }, [codes, input]);
  return (
    <ComboBox
      className="bo-field"
      inputValue={input}
      onInputChange={setInput}
      selectedKey={value || null}
      onSelectionChange={(key) => {
        const code = codes.find((candidate) => candidate.id === key);
        if (code) {
          setInput(code.id);
          onChange(code.id, code.label);
        }
      }}
      items={matches}
      isInvalid={Boolean(error)}
      allowsEmptyCollection
      menuTrigger="focus"
    >
      <Label>Code NAF</Label>
      <Input placeholder="ex. 62.01Z ou « programmation »" />
      {label ? <Text slot="description">{label}</Text> : null}
      {error ? (
        <Text slot="errorMessage" className="bo-field__error">
          {error}
        </Text>
      ) : null}
      <Popover className="crm-combobox__popover">
        <ListBox className="crm-combobox__list">
          {(code: NafCode) => (
            // textValue is what a selection writes in the box: the code, exactly as onSelectionChange
            // sets it. A different text (code and label) made the box's own change look typed,
            // and the list opened again right after each pick.
            <ListBoxItem id={code.id} textValue={code.id} className="crm-combobox__item">
              {code.id} — {code.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
