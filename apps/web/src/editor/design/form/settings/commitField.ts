import { FieldSchema, type Field } from '@atelier/schema';

/**
 * Hands a changed field on only when the schema accepts it whole (the contract: the builder
 * never receives a field it could not save); answers whether it was kept.
 */
export function commitField(next: unknown, onChange: (field: Field) => void): boolean {
  const parsed = FieldSchema.safeParse(next);
  if (!parsed.success) return false;
  onChange(parsed.data);
  return true;
}
