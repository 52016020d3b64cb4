import { useId } from 'react';
import './account.css';

export interface DataSaverSwitchProps {
  /** Whether the data saver is on for this device. */
  enabled: boolean;
  /** The browser itself asks for less data (Save-Data: on): the shop saves data whatever the switch says. */
  browserSaves?: boolean;
  onChange: (enabled: boolean) => void;
}

/**
 * The account area's 'Data saver': one switch (a button with role 'switch', so screen readers say 'on' or
 * 'off') for this device, and what it changes, in words. The SMS switch's look (account.css).
 */
export function DataSaverSwitch({ enabled, browserSaves = false, onChange }: DataSaverSwitchProps) {
  const labelId = useId();
  const hintId = useId();
  return (
    <div className="oja-account__card">
      <div className="oja-sms-switch">
        <span id={labelId} className="oja-account__card-title">
          Data saver
        </span>
        <button
          type="button"
          role="switch"
          aria-checked={enabled}
          aria-labelledby={labelId}
          aria-describedby={hintId}
          className="oja-sms-switch__control"
          onClick={() => onChange(!enabled)}
        >
          <span className="oja-sms-switch__thumb" aria-hidden="true" />
        </button>
        <span className="oja-sms-switch__state" aria-hidden="true">
          {enabled ? 'On' : 'Off'}
        </span>
      </div>
      <p id={hintId} className="oja-account__muted">
        On this device: smaller pictures, nothing moves by itself, and pages load their extras only when you
        tap.
        {browserSaves ? ' Your browser already asks for less data, so the shop saves data either way.' : ''}
      </p>
    </div>
  );
}
