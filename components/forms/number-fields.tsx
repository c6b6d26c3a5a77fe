import { FieldError } from "@/components/forms/field-error";
import { TextField } from "@/components/forms/text-field";

/** A number field of a calculator's form: its name in the form's values, label, hint and step. */
export type NumberFieldSpec<N extends string> = { name: N; label: string; hint: string; step: number };

type Props<N extends string> = {
  /** Each field's id is `${idPrefix}-${name}`; its hint and error are that id with -hint and -error. */
  idPrefix: string;
  fields: readonly NumberFieldSpec<N>[];
  values: Record<N, string>;
  errors: Partial<Record<N, string>>;
  onChange: (name: N, value: string) => void;
};

/** A calculator's number fields in a grid, each with its hint, and its error read out with it. */
export function NumberFields<N extends string>({ idPrefix, fields, values, errors, onChange }: Props<N>) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {fields.map((field) => {
        const id = `${idPrefix}-${field.name}`;
        const error = errors[field.name];
        return (
          <TextField
            key={field.name}
            id={id}
            label={field.label}
            type="number"
            inputMode="decimal"
            min={0}
            step={field.step}
            value={values[field.name]}
            onChange={(event) => onChange(field.name, event.target.value)}
            error={error}
            describedBy={`${id}-hint${error ? ` ${id}-error` : ""}`}
            className="content-start"
          >
            <p id={`${id}-hint`} className="text-xs text-muted-foreground">
              {field.hint}
            </p>
            <FieldError id={`${id}-error`} message={error} />
          </TextField>
        );
      })}
    </div>
  );
}
