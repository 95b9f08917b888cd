/**
 * A background gradient is stored as CSS gradient text in `background_config.color`
 * (DECISIONS.md, schema). This reads the subset the scene panel writes:
 * `linear-gradient([<angle> | to <side-or-corner>,] <color> [<stop>], ...)` and
 * `radial-gradient([circle | ellipse] [at <position>,] <color> [<stop>], ...)`, stops in
 * % or none. Colours are passed to the canvas as written, so any CSS colour works.
 */
export interface GradientStop {
  color: string;
  /** 0..1 along the gradient. */
  offset: number;
}

export type ParsedGradient =
  { kind: 'linear'; angleDeg: number; stops: GradientStop[] } | { kind: 'radial'; stops: GradientStop[] };

function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text) {
    if (char === '(') depth++;
    if (char === ')') depth--;
    if (char === ',' && depth === 0) {
      parts.push(current.trim());
      current = '';
    } else {
      current += char;
    }
  }
  if (current.trim()) parts.push(current.trim());
  return parts;
}

const SIDES: Record<string, number> = {
  'to top': 0,
  'to right': 90,
  'to bottom': 180,
  'to left': 270,
  'to top right': 45,
  'to right top': 45,
  'to bottom right': 135,
  'to right bottom': 135,
  'to bottom left': 225,
  'to left bottom': 225,
  'to top left': 315,
  'to left top': 315,
};

function parseAngle(text: string): number | undefined {
  const normalized = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (normalized in SIDES) return SIDES[normalized];
  const match = /^(-?[\d.]+)(deg|turn|rad|grad)$/.exec(normalized);
  if (!match) return undefined;
  const value = Number(match[1]);
  switch (match[2]) {
    case 'turn':
      return value * 360;
    case 'rad':
      return (value * 180) / Math.PI;
    case 'grad':
      return value * 0.9;
    default:
      return value;
  }
}

function parseStops(parts: string[]): GradientStop[] {
  const raw = parts.map((part) => {
    const match = /^(.*?)(?:\s+(-?[\d.]+)%)?$/.exec(part.trim())!;
    return { color: match[1]!.trim(), offset: match[2] === undefined ? undefined : Number(match[2]) / 100 };
  });
  // Stops without a position are spread evenly between their neighbours, as CSS does.
  const offsets = raw.map((stop) => stop.offset);
  if (offsets[0] === undefined) offsets[0] = 0;
  if (offsets[offsets.length - 1] === undefined) offsets[offsets.length - 1] = 1;
  for (let i = 1; i < offsets.length; i++) {
    if (offsets[i] !== undefined) continue;
    let j = i;
    while (offsets[j] === undefined) j++;
    const from = offsets[i - 1]!;
    const to = offsets[j]!;
    for (let k = i; k < j; k++) offsets[k] = from + ((to - from) * (k - i + 1)) / (j - i + 1);
  }
  return raw.map((stop, index) => ({ color: stop.color, offset: Math.min(1, Math.max(0, offsets[index]!)) }));
}

/** Parses CSS gradient text; answers undefined for anything else. */
export function parseCssGradient(text: string): ParsedGradient | undefined {
  const match = /^\s*(repeating-)?(linear|radial)-gradient\((.*)\)\s*$/is.exec(text);
  if (!match) return undefined;
  const parts = splitTopLevel(match[3]!);
  if (parts.length === 0) return undefined;
  if (match[2]!.toLowerCase() === 'linear') {
    const angle = parseAngle(parts[0]!);
    const stops = parseStops(angle === undefined ? parts : parts.slice(1));
    return stops.length >= 1 ? { kind: 'linear', angleDeg: angle ?? 180, stops } : undefined;
  }
  const first = parts[0]!.toLowerCase();
  const isShape = /^(circle|ellipse|closest|farthest|at\s)/.test(first);
  const stops = parseStops(isShape ? parts.slice(1) : parts);
  return stops.length >= 1 ? { kind: 'radial', stops } : undefined;
}

/**
 * Paints a parsed gradient onto a 2D context of `width` x `height`, as the browser would
 * paint it behind a box of that size. Colours the canvas rejects are skipped.
 */
export function paintGradient(
  context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D,
  gradient: ParsedGradient,
  width: number,
  height: number,
): void {
  let fill: CanvasGradient;
  if (gradient.kind === 'linear') {
    // CSS: 0deg points up, angles turn clockwise; the line is long enough to reach the corners.
    const radians = (gradient.angleDeg * Math.PI) / 180;
    const dx = Math.sin(radians);
    const dy = -Math.cos(radians);
    const half = (Math.abs(width * dx) + Math.abs(height * dy)) / 2;
    fill = context.createLinearGradient(
      width / 2 - dx * half,
      height / 2 - dy * half,
      width / 2 + dx * half,
      height / 2 + dy * half,
    );
  } else {
    const radius = Math.hypot(width, height) / 2;
    fill = context.createRadialGradient(width / 2, height / 2, 0, width / 2, height / 2, radius);
  }
  for (const stop of gradient.stops) {
    try {
      fill.addColorStop(stop.offset, stop.color);
    } catch {
      // An unknown colour is skipped rather than failing the whole background.
    }
  }
  context.fillStyle = fill;
  context.fillRect(0, 0, width, height);
}
