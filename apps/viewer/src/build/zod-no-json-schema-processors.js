// Stand-in for zod's `core/json-schema-processors.js` in the viewer build (vite.config.ts):
// the per-type JSON Schema processors are only called while generating JSON Schema, which
// the viewer never does. `aggregateChecks` backs read-only conveniences such as
// `z.string().min(2).minLength`; here it reads the schema's check bag, as zod 4.0-4.3 did.
const unavailable = () => {
  throw new Error('JSON Schema generation is not part of the Atelier viewer build');
};
export const aggregateChecks = (schema) => {
  const bag = schema._zod.bag ?? {};
  return { ...bag, isInt: typeof bag.format === 'string' && bag.format.includes('int') };
};
export const stringProcessor = unavailable;
export const numberProcessor = unavailable;
export const booleanProcessor = unavailable;
export const bigintProcessor = unavailable;
export const symbolProcessor = unavailable;
export const nullProcessor = unavailable;
export const undefinedProcessor = unavailable;
export const voidProcessor = unavailable;
export const neverProcessor = unavailable;
export const anyProcessor = unavailable;
export const unknownProcessor = unavailable;
export const dateProcessor = unavailable;
export const enumProcessor = unavailable;
export const literalProcessor = unavailable;
export const nanProcessor = unavailable;
export const templateLiteralProcessor = unavailable;
export const fileProcessor = unavailable;
export const successProcessor = unavailable;
export const customProcessor = unavailable;
export const functionProcessor = unavailable;
export const transformProcessor = unavailable;
export const mapProcessor = unavailable;
export const setProcessor = unavailable;
export const arrayProcessor = unavailable;
export const objectProcessor = unavailable;
export const unionProcessor = unavailable;
export const intersectionProcessor = unavailable;
export const tupleProcessor = unavailable;
export const recordProcessor = unavailable;
export const nullableProcessor = unavailable;
export const nonoptionalProcessor = unavailable;
export const defaultProcessor = unavailable;
export const prefaultProcessor = unavailable;
export const catchProcessor = unavailable;
export const pipeProcessor = unavailable;
export const readonlyProcessor = unavailable;
export const promiseProcessor = unavailable;
export const optionalProcessor = unavailable;
export const lazyProcessor = unavailable;
export const allProcessors = {};
export const toJSONSchema = unavailable;
