/**
 * How a design's parts look once its rules are applied (001 §3, 002 §4): the rules live
 * in @atelier/domain; the engine re-exports them for its hosts.
 */
export { currentVariantOption, resolvePartAppearances, type PartAppearance } from '@atelier/domain';
