import { mediaSrc } from '@atelier/domain';
import type { PlacedDecal, Vec2 } from '@atelier/schema';
import { useDrag } from '@use-gesture/react';
import { useRef, useState, type KeyboardEvent } from 'react';
import type { DecalsText } from './i18n/useDecalsText';

/** The width the UV canvas asks the image helper for (the canvas is at most about 400 px wide, 2x dense). */
const DECAL_IMAGE_WIDTH = 512;

export type GesturePhase = 'start' | 'move' | 'end';
export type LayerPlacement = { position?: Vec2; scale?: Vec2; rotation?: number };
type Mode = 'move' | 'scale' | 'rotate';

interface UvCanvasProps {
  readonly t: DecalsText;
  readonly partName: string;
  readonly layers: readonly PlacedDecal[];
  readonly selectedId: string | null;
  readonly editable: (decal: PlacedDecal) => boolean;
  readonly onSelect: (id: string) => void;
  /** A pointer gesture on a layer: its start, each move (the new placement) and its end. */
  readonly onGesture: (id: string, phase: GesturePhase, placement: LayerPlacement) => void;
  /** Arrow keys: moves the layer by this much of the UV square. */
  readonly onNudge: (id: string, by: Vec2) => void;
}

/** 002 §5: the arrow keys move by the fine-tune step; with Shift, four steps. */
const NUDGE = 0.025;

const degrees = (radians: number) => (radians * 180) / Math.PI;

/**
 * 002 §2 the square UV canvas of one part, with a grid: each layer drawn where the engine
 * composites it (centre, `scale.x` of the square wide, rotation clockwise), moved by
 * dragging it, scaled by its corner and turned by its top handle (@use-gesture), and moved
 * by the arrow keys when focused.
 */
export function UvCanvas({
  t,
  partName,
  layers,
  selectedId,
  editable,
  onSelect,
  onGesture,
  onNudge,
}: UvCanvasProps) {
  const surface = useRef<HTMLDivElement>(null);
  const start = useRef<{ decal: PlacedDecal; rect: DOMRect; angle: number; distance: number } | null>(null);
  const [aspects, setAspects] = useState<Record<string, number>>({});

  const bind = useDrag(
    ({ args, first, last, xy: [x, y], initial: [ix, iy], tap, event }) => {
      // From the pointer-down point, not use-gesture's movement (which starts after the tap
      // threshold): the layer stays under the pointer.
      const mx = x - ix;
      const my = y - iy;
      const [id, mode] = args as [string, Mode];
      const decal = layers.find((layer) => layer.value === id);
      if (!decal || !surface.current) return;
      if (first) onSelect(id);
      if (tap || !editable(decal)) return;
      event.stopPropagation();
      if (first || !start.current) {
        const rect = surface.current.getBoundingClientRect();
        const cx = rect.left + decal.position.x * rect.width;
        const cy = rect.top + decal.position.y * rect.height;
        start.current = {
          decal,
          rect,
          angle: Math.atan2(iy - cy, ix - cx),
          distance: Math.max(1, Math.hypot(ix - cx, iy - cy)),
        };
        onGesture(id, 'start', {});
      }
      const from = start.current;
      const { rect } = from;
      const cx = rect.left + from.decal.position.x * rect.width;
      const cy = rect.top + from.decal.position.y * rect.height;
      let placement: LayerPlacement;
      if (mode === 'move') {
        placement = {
          position: {
            x: from.decal.position.x + mx / rect.width,
            y: from.decal.position.y + my / rect.height,
          },
        };
      } else if (mode === 'scale') {
        const factor = Math.hypot(x - cx, y - cy) / from.distance;
        placement = { scale: { x: from.decal.scale.x * factor, y: from.decal.scale.y * factor } };
      } else {
        const turn = degrees(Math.atan2(y - cy, x - cx) - from.angle);
        placement = { rotation: from.decal.rotation + Math.round(turn) };
      }
      onGesture(id, 'move', placement);
      if (last) {
        start.current = null;
        onGesture(id, 'end', placement);
      }
    },
    { filterTaps: true, pointer: { capture: true } },
  );

  const onKeyDown = (decal: PlacedDecal) => (event: KeyboardEvent) => {
    const step = event.shiftKey ? NUDGE * 4 : NUDGE;
    const by: Record<string, Vec2> = {
      ArrowLeft: { x: -step, y: 0 },
      ArrowRight: { x: step, y: 0 },
      ArrowUp: { x: 0, y: -step },
      ArrowDown: { x: 0, y: step },
    };
    const move = by[event.key];
    if (!move) {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        onSelect(decal.value);
      }
      return;
    }
    event.preventDefault();
    onSelect(decal.value);
    if (editable(decal)) onNudge(decal.value, move);
  };

  return (
    <div className="decals-uv">
      <div
        ref={surface}
        className="decals-uv__surface"
        role="group"
        aria-label={t('uvCanvas', { part: partName })}
        aria-describedby="decals-uv-hint"
        data-testid="decals-uv-canvas"
      >
        {layers.map((decal) => {
          const selected = decal.value === selectedId;
          const aspect = aspects[decal.value] ?? 1;
          const canEdit = editable(decal);
          return (
            <div
              key={decal.value}
              className="decals-uv__layer"
              data-selected={selected || undefined}
              data-layer={decal.value}
              style={{
                left: `${(decal.position.x + decal.offset.x) * 100}%`,
                top: `${(decal.position.y + decal.offset.y) * 100}%`,
                width: `${decal.scale.x * 100}%`,
                height: `${decal.scale.y * aspect * 100}%`,
                transform: `translate(-50%, -50%) rotate(${decal.rotation}deg)`,
              }}
            >
              <div
                {...bind(decal.value, 'move')}
                className="decals-uv__body"
                role="button"
                tabIndex={0}
                aria-pressed={selected}
                aria-label={decal.text || decal.value}
                onKeyDown={onKeyDown(decal)}
                style={{ touchAction: 'none' }}
              >
                {decal.material_config.map && (
                  <img
                    src={mediaSrc(decal.material_config.map, DECAL_IMAGE_WIDTH)}
                    alt=""
                    draggable={false}
                    onLoad={(event) => {
                      const img = event.currentTarget;
                      const ratio = img.naturalWidth > 0 ? img.naturalHeight / img.naturalWidth : 1;
                      setAspects((all) =>
                        all[decal.value] === ratio ? all : { ...all, [decal.value]: ratio },
                      );
                    }}
                  />
                )}
                {decal.material_config.map && decal.color && decal.color !== '#ffffff' && (
                  // The layer colour multiplies the image, as the engine composites it.
                  <span
                    className="decals-uv__tint"
                    style={{
                      backgroundColor: decal.color,
                      maskImage: `url("${mediaSrc(decal.material_config.map, DECAL_IMAGE_WIDTH)}")`,
                      WebkitMaskImage: `url("${mediaSrc(decal.material_config.map, DECAL_IMAGE_WIDTH)}")`,
                    }}
                  />
                )}
              </div>
              {selected && canEdit && (
                <>
                  <span
                    {...bind(decal.value, 'rotate')}
                    className="decals-uv__handle decals-uv__handle--rotate"
                    aria-hidden="true"
                    data-testid="decals-uv-rotate"
                    style={{ touchAction: 'none' }}
                  />
                  <span
                    {...bind(decal.value, 'scale')}
                    className="decals-uv__handle decals-uv__handle--scale"
                    aria-hidden="true"
                    data-testid="decals-uv-scale"
                    style={{ touchAction: 'none' }}
                  />
                </>
              )}
            </div>
          );
        })}
      </div>
      <p id="decals-uv-hint" className="decals-muted">
        {t('uvHint')}
      </p>
    </div>
  );
}
