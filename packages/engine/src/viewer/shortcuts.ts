/** What a viewer shortcut does. */
export type ShortcutAction =
  | 'resetViewport'
  | 'orbitLeft'
  | 'orbitRight'
  | 'orbitUp'
  | 'orbitDown'
  | 'zoomIn'
  | 'zoomOut'
  | 'toggleShortcutsHelp';

export interface Shortcut {
  action: ShortcutAction;
  /** Key names as KeyboardEvent.key reports them; any one triggers the action. */
  keys: readonly string[];
  /** English text for the help list (hosts translate by `action`). */
  description: string;
}

/**
 * The viewer's keyboard shortcuts, active while the canvas has focus; the Shortcuts help
 * overlay of 001 §2 lists them (with the pointer gestures of {@link POINTER_GESTURES}).
 */
export const SHORTCUTS: readonly Shortcut[] = [
  { action: 'resetViewport', keys: ['r', 'R', 'Home'], description: 'Reset the viewport' },
  { action: 'orbitLeft', keys: ['ArrowLeft'], description: 'Turn left' },
  { action: 'orbitRight', keys: ['ArrowRight'], description: 'Turn right' },
  { action: 'orbitUp', keys: ['ArrowUp'], description: 'Look from above' },
  { action: 'orbitDown', keys: ['ArrowDown'], description: 'Look from below' },
  { action: 'zoomIn', keys: ['+', '='], description: 'Zoom in' },
  { action: 'zoomOut', keys: ['-', '_'], description: 'Zoom out' },
  { action: 'toggleShortcutsHelp', keys: ['?'], description: 'Show or hide this list' },
];

export interface PointerGesture {
  gesture: string;
  description: string;
}

/** Pointer gestures of the viewer, for the same help list. */
export const POINTER_GESTURES: readonly PointerGesture[] = [
  { gesture: 'Drag', description: 'Turn around the garment' },
  { gesture: 'Right-drag or Shift-drag', description: 'Move the view' },
  { gesture: 'Wheel or pinch', description: 'Zoom' },
];

/** The shortcut for a key, if any. */
export function shortcutForKey(key: string): Shortcut | undefined {
  return SHORTCUTS.find((shortcut) => shortcut.keys.includes(key));
}
