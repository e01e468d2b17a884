type FieldMessageProps = { fieldId: string; message: string | undefined };

/** The French error shown under a field; its id is the one `fieldA11y` points to. */
export function FieldMessage({ fieldId, message }: FieldMessageProps) {
  if (!message) return null;
  return (
    <p className="field-error" id={`${fieldId}-error`}>
      {message}
    </p>
  );
}
