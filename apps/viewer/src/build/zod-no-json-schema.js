// Stand-in for zod's `core/to-json-schema.js` in the viewer build (vite.config.ts): the
// viewer validates messages with zod but never turns a schema into JSON Schema, and that
// generator is a few kB of the first frame. Calling it here fails loudly.
const unavailable = () => {
  throw new Error('JSON Schema generation is not part of the Atelier viewer build');
};
export const initializeContext = unavailable;
export const handleUnrepresentable = unavailable;
export const processSchema = unavailable;
export { processSchema as process };
export const extractDefs = unavailable;
export const finalize = unavailable;
export const createToJSONSchemaMethod = () => unavailable;
export const createStandardJSONSchemaMethod = () => unavailable;
