export {
  EnvelopeSchema,
  MESSAGE_TYPES,
  PROTOCOL_NAME,
  PROTOCOL_VERSION,
  readEnvelope,
  type Envelope,
} from './envelope';
