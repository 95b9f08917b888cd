import type { AtelierViewer } from '@atelier/embed';
import type { PlacedDecal, Vec2, Vec3 } from '@atelier/schema';
import { Move, RotateCw, Scaling } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { createPortal } from 'react-dom';
import type { DecalsText } from './i18n/useDecalsText';

type Handle = 'rotate' | 'scale' | 'pan';

/** What a finished handle drag decided, in stored terms (the viewer's final decalChanged). */
export interface HandleResult {
  readonly position: Vec2;
  readonly scale: Vec2;
  readonly rotation: number;
  readonly world_position?: Vec3;
}

interface DecalViewerOverlayProps {
  readonly t: DecalsText;
  readonly viewer: AtelierViewer;
  /** The selected decal, when the editor may change it (001 §2: the overlay shows only then). */
  readonly decal: PlacedDecal | null;
  readonly part: string | null;
  /** Placing a decal by clicking the garment: the click's surface hit goes here. */
  readonly placing: boolean;
  readonly onPlaced: (hit: { part: string; uv: Vec2; point: Vec3 } | null) => void;
  readonly onLive: (live: HandleResult | null) => void;
  readonly onDone: (result: HandleResult) => void;
  /** The decal's point on the model, found for a decal moved off the model's view (no undo step). */
  readonly onWorld: (world: Vec3) => void;
  /** Keyboard on a handle: a step of the same change (001 §4 handles, reachable by keys). */
  readonly onKey: (handle: Handle, direction: 1 | -1) => void;
}

/** The viewer's frame container: the overlay lies over the iframe, in its coordinates. */
const frameContainer = () => document.querySelector<HTMLElement>('[data-testid="editor-viewer-frame"]');

const ANCHOR_OFFSETS: Record<Handle, { x: number; y: number }> = {
  // Around the decal, not on it, so it stays in sight while it moves.
  pan: { x: -44, y: 44 },
  rotate: { x: 0, y: -52 },
  scale: { x: 44, y: 44 },
};

/**
 * 001 §2, §4 the decal control overlay on the 3D view, while the decal panel is open and a
 * decal is selected: rotate, scale and pan handles. A handle forwards its pointer to the
 * viewer (`mousedown` with the drag, `mousemove`, `mouseup`); the viewer applies each move
 * once per drawn frame and reports `decalChanged`; the final value becomes one change of
 * the document. While placing, a click anywhere on the view picks the surface under it.
 */
export function DecalViewerOverlay({
  t,
  viewer,
  decal,
  part,
  placing,
  onPlaced,
  onLive,
  onDone,
  onWorld,
  onKey,
}: DecalViewerOverlayProps) {
  // The viewer is rendered before the panel, so its frame is in the document already.
  const [container] = useState<HTMLElement | null>(frameContainer);
  const [anchor, setAnchor] = useState<{ x: number; y: number } | null>(null);
  const [dragging, setDragging] = useState<{
    handle: Handle;
    start: { x: number; y: number };
    at: { x: number; y: number };
  } | null>(null);
  const overlay = useRef<HTMLDivElement>(null);
  const callbacks = useRef({ onLive, onDone, onWorld });
  useEffect(() => {
    callbacks.current = { onLive, onDone, onWorld };
  });
  const probing = useRef(false);

  // Where the decal is on screen: its world point projected, again whenever the camera rests.
  const world = decal?.world_position;
  useEffect(() => {
    let cancelled = false;
    const place = () => {
      if (!world) {
        setAnchor(null);
        return;
      }
      viewer.get2DPositionFrom3DPosition(world).then(
        (screen) => !cancelled && setAnchor(screen.visible ? { x: screen.x, y: screen.y } : null),
        () => !cancelled && setAnchor(null),
      );
    };
    place();
    const stop = viewer.on('cameraStop', place);
    // A resized view (a phone turned, the window changed) shows the decal elsewhere.
    const resize = container ? new ResizeObserver(place) : null;
    if (container) resize?.observe(container);
    return () => {
      cancelled = true;
      stop();
      resize?.disconnect();
    };
  }, [viewer, container, world?.x, world?.y, world?.z, world]);

  useEffect(
    () =>
      viewer.on('decalChanged', (change) => {
        if (change.decal !== decal?.value) return;
        const result: HandleResult = {
          position: change.position,
          scale: change.scale,
          rotation: change.rotation,
          ...(change.world_position ? { world_position: change.world_position } : {}),
        };
        if (probing.current) {
          if (!change.final) return;
          probing.current = false;
          if (change.world_position) callbacks.current.onWorld(change.world_position);
          return;
        }
        if (change.final) {
          callbacks.current.onLive(null);
          callbacks.current.onDone(result);
        } else callbacks.current.onLive(result);
      }),
    [viewer, decal?.value],
  );

  // A decal moved on the UV canvas or by a slider has no known point on the model. The viewer
  // reports one at the end of every handle drag, so a drag that grabs nothing (a press and
  // release in the view's corner, off the garment: the decal stays) asks it where the decal is.
  const decalId = decal?.value;
  const needsWorld = decal !== null && decal.world_position === undefined;
  const isDragging = dragging !== null;
  useEffect(() => {
    if (!decalId || !part || !needsWorld || isDragging) return;
    const timer = setTimeout(() => {
      probing.current = true;
      viewer.sendPointer('mousedown', {
        x: 1,
        y: 1,
        button: 0,
        drag: { decal: decalId, part, handle: 'pan' },
      });
      viewer.sendPointer('mouseup', { x: 1, y: 1, button: 0 });
    }, 150);
    return () => clearTimeout(timer);
  }, [viewer, decalId, part, needsWorld, isDragging, decal?.position.x, decal?.position.y]);

  if (!container) return null;

  const local = (event: PointerEvent) => {
    const rect = (overlay.current ?? container).getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };

  // Without a known world point, the handles sit mid-view, where the garment is framed: a pan
  // started there grabs the garment's surface and moves the decal relative to it.
  const at = (axis: 'x' | 'y', offset: number) =>
    anchor ? `${anchor[axis] + offset}px` : `calc(50% + ${offset}px)`;
  const handles: Handle[] = ['rotate', 'scale', 'pan'];
  const icons = { rotate: <RotateCw />, scale: <Scaling />, pan: <Move /> };
  const labels = { rotate: t('handleRotate'), scale: t('handleScale'), pan: t('handlePan') };

  const onPointerDown = (handle: Handle) => (event: PointerEvent<HTMLButtonElement>) => {
    if (!decal || !part || event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    probing.current = false;
    const point = local(event);
    setDragging({ handle, start: point, at: point });
    viewer.sendPointer('mousedown', { ...point, button: 0, drag: { decal: decal.value, part, handle } });
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    if (!dragging) return;
    const point = local(event);
    setDragging({ ...dragging, at: point });
    viewer.sendPointer('mousemove', { ...point, buttons: 1 });
  };
  const onPointerUp = (event: PointerEvent<HTMLButtonElement>) => {
    if (!dragging) return;
    setDragging(null);
    viewer.sendPointer('mouseup', { ...local(event), button: 0 });
  };
  const onKeyDown = (handle: Handle) => (event: KeyboardEvent) => {
    const direction =
      event.key === 'ArrowRight' || event.key === 'ArrowUp'
        ? 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowDown'
          ? -1
          : 0;
    if (direction === 0) return;
    event.preventDefault();
    onKey(handle, direction);
  };

  return createPortal(
    <div ref={overlay} className="decals-overlay" data-placing={placing || undefined}>
      {placing && (
        <button
          type="button"
          className="decals-overlay__place"
          aria-label={t('placeHint')}
          data-testid="decals-place-surface"
          onClick={(event) => {
            const rect = event.currentTarget.getBoundingClientRect();
            const x = event.clientX - rect.left;
            const y = event.clientY - rect.top;
            viewer.pick({ x, y }).then(
              (hit) => onPlaced(hit ? { part: hit.part, uv: hit.uv, point: hit.point } : null),
              () => onPlaced(null),
            );
          }}
        >
          <span className="decals-overlay__hint">{t('placeHint')}</span>
        </button>
      )}
      {!placing && decal && part && (
        <div
          role="group"
          aria-label={t('handles')}
          className="decals-overlay__handles"
          data-testid="decals-handles"
        >
          {handles.map((handle) => {
            const offset = ANCHOR_OFFSETS[handle];
            const follow =
              dragging?.handle === handle
                ? { x: dragging.at.x - dragging.start.x, y: dragging.at.y - dragging.start.y }
                : { x: 0, y: 0 };
            return (
              <button
                key={handle}
                type="button"
                className={`decals-overlay__handle decals-overlay__handle--${handle}`}
                aria-label={labels[handle]}
                title={labels[handle]}
                data-testid={`decals-handle-${handle}`}
                style={{ left: at('x', offset.x + follow.x), top: at('y', offset.y + follow.y) }}
                onPointerDown={onPointerDown(handle)}
                onPointerMove={onPointerMove}
                onPointerUp={onPointerUp}
                onPointerCancel={onPointerUp}
                onKeyDown={onKeyDown(handle)}
              >
                {icons[handle]}
              </button>
            );
          })}
        </div>
      )}
    </div>,
    container,
  );
}
