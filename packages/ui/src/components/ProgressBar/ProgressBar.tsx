import type { ReactNode } from 'react';
import './ProgressBar.css';

export interface ProgressBarProps {
  /** 0 to 100 (values outside are capped). */
  value: number;
  /** Accessible name, e.g. 'Pre-order progress'. */
  label: string;
  /** Text read out for the value, e.g. '3 of 5 ordered'. */
  valueText?: string;
  /** Shown above the bar (start) and after it (end). */
  start?: ReactNode;
  end?: ReactNode;
  tone?: 'accent' | 'success';
}

/** A determinate progress bar with its numbers beside it (pre-order goal). */
export function ProgressBar({ value, label, valueText, start, end, tone = 'accent' }: ProgressBarProps) {
  const capped = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <div className="ui-progress" data-tone={tone}>
      {(start !== undefined || end !== undefined) && (
        <div className="ui-progress__labels">
          <span>{start}</span>
          <span className="ui-progress__end">{end}</span>
        </div>
      )}
      <div
        className="ui-progress__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={capped}
        {...(valueText ? { 'aria-valuetext': valueText } : {})}
      >
        <span className="ui-progress__fill" style={{ width: `${capped}%` }} />
      </div>
    </div>
  );
}
