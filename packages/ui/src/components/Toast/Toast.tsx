import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button/Button';
import './Toast.css';

export const TOAST_TONES = ['success', 'info', 'warning', 'error'] as const;
export type ToastTone = (typeof TOAST_TONES)[number];

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastOptions {
  message: string;
  tone?: ToastTone;
  action?: ToastAction;
  /** Milliseconds before it goes by itself (default 6000; 0 keeps it until dismissed). */
  duration?: number;
}

interface ToastEntry extends Required<Pick<ToastOptions, 'message' | 'tone' | 'duration'>> {
  id: number;
  action?: ToastAction;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (options: ToastOptions) => number;
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

const ICONS: Record<ToastTone, ReactNode> = {
  success: <CircleCheck />,
  info: <Info />,
  warning: <TriangleAlert />,
  error: <CircleAlert />,
};

function ToastItem({ toast, onDismiss }: { toast: ToastEntry; onDismiss: (id: number) => void }) {
  const { t } = useTranslation();
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused || toast.duration === 0) return;
    const timer = setTimeout(() => onDismiss(toast.id), toast.duration);
    return () => clearTimeout(timer);
  }, [paused, toast.duration, toast.id, onDismiss]);
  return (
    // The role sits inside the list item: a <li> with role status is no list item, and an
    // <ol> holding it fails axe's list rule whenever a toast is on screen.
    <li className="ui-toasts__item">
      <div
        className="ui-toast"
        data-tone={toast.tone}
        role={toast.tone === 'error' ? 'alert' : 'status'}
        onPointerEnter={() => setPaused(true)}
        onPointerLeave={() => setPaused(false)}
        onFocus={() => setPaused(true)}
        onBlur={() => setPaused(false)}
      >
        <span className="ui-toast__icon" aria-hidden="true">
          {ICONS[toast.tone]}
        </span>
        <span className="ui-toast__message">{toast.message}</span>
        {toast.action && (
          <Button
            size="sm"
            variant="ghost"
            className="ui-toast__action"
            onClick={() => {
              // After this click has finished: a dialog underneath still sees the toast as the
              // click's target (not a click outside it), and a dialog the action opens does not
              // see this click at all.
              const action = toast.action;
              setTimeout(() => {
                onDismiss(toast.id);
                action?.onClick();
              }, 0);
            }}
          >
            {toast.action.label}
          </Button>
        )}
        <Button
          size="sm"
          variant="ghost"
          icon={<X />}
          aria-label={t('dismiss')}
          onClick={() => onDismiss(toast.id)}
        />
      </div>
    </li>
  );
}

/**
 * Holds the toasts of a page (DESIGN.md: toasts report the results of actions) and renders
 * them in a polite live region at the bottom of the screen.
 */
export function ToastProvider({ children }: { children?: ReactNode }) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback(
    (id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)),
    [],
  );
  const show = useCallback((options: ToastOptions) => {
    const id = nextId.current++;
    const entry: ToastEntry = {
      id,
      message: options.message,
      tone: options.tone ?? 'info',
      duration: options.duration ?? 6000,
      ...(options.action ? { action: options.action } : {}),
    };
    // At most three at a time: the oldest gives way.
    setToasts((current) => [...current.slice(-2), entry]);
    return id;
  }, []);
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <ol className="ui-toasts" aria-live="polite">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </ol>
    </ToastContext.Provider>
  );
}

/** The toasts of the nearest `ToastProvider`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a ToastProvider above it.');
  return api;
}
