/**
 * The options of a native select: the choice of none first (value '', when
 * `emptyLabel` is given), then one option a choice. The filter selects and
 * the form selects alike.
 */
export interface Choice {
  value: string;
  label: string;
}

export function SelectOptions({
  emptyLabel,
  options,
}: {
  emptyLabel?: string | null;
  options: readonly Choice[];
}) {
  return (
    <>
      {emptyLabel === undefined || emptyLabel === null ? null : <option value="">{emptyLabel}</option>}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </>
  );
}
