import type { PlayerField, PlayerFields } from '@casino/sdk/contract';
import type { Queryable } from '../db/database';

interface FieldRow {
  field: string;
  type: PlayerField['type'];
  min_length: number | null;
  max_length: number | null;
  once_set: boolean;
  min_age: number | null;
  service: number | null;
  inclusion: string[] | null;
}

interface ContextRow {
  context: string;
  scope: string;
  action: string;
  field: string;
}

function toField(row: FieldRow): PlayerField {
  const field: PlayerField = { field: row.field, type: row.type };
  if (row.min_length !== null || row.max_length !== null) {
    field.length = {
      ...(row.min_length !== null ? { minimum: row.min_length } : {}),
      ...(row.max_length !== null ? { maximum: row.max_length } : {}),
    };
  }
  if (row.once_set) field.once_set = true;
  if (row.min_age !== null) field.age = { min: { default: row.min_age } };
  if (row.service !== null) field.service = row.service;
  if (row.inclusion !== null) field.inclusion = { in: row.inclusion };
  return field;
}

const FIXED_CONTEXTS = ['registration', 'deposit', 'cashout', 'edition'] as const;

function isFixedContext(context: string): context is (typeof FIXED_CONTEXTS)[number] {
  return (FIXED_CONTEXTS as readonly string[]).includes(context);
}

/** The field list and its contexts, in the shape of GET /api/info/player_fields. */
export async function loadPlayerFields(db: Queryable): Promise<PlayerFields> {
  const fields = await db.query<FieldRow>(
    `select field, type, min_length, max_length, once_set, min_age, service, inclusion
     from player_fields order by position`,
  );
  const contexts = await db.query<ContextRow>(
    'select context, scope, action, field from player_field_contexts order by context, scope, action, position',
  );
  const result: PlayerFields = {
    fields: fields.map(toField),
    contexts: { registration: [], deposit: [], cashout: [], edition: [], providers: {}, payment_systems: {} },
  };
  const { contexts: out } = result;
  for (const row of contexts) {
    if (row.context === 'provider') {
      out.providers[row.scope] = [...(out.providers[row.scope] ?? []), row.field];
    } else if (row.context === 'payment_system') {
      const system = out.payment_systems[row.scope] ?? { base: { deposit: [], cashout: [] } };
      (row.action === 'deposit' ? system.base.deposit : system.base.cashout).push(row.field);
      out.payment_systems[row.scope] = system;
    } else if (isFixedContext(row.context)) {
      out[row.context].push(row.field);
    }
  }
  return result;
}
