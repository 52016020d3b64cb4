import { DataSaverSwitch } from '@oja/ui';
import { useState } from 'react';
import { browserSavesData, isDataSaverSwitchOn, setDataSaverSwitch } from '../../shared/data-saver';

/**
 * The account area's 'Data saver' switch (issue 46), remembered on this device (shared/data-saver.ts): with it
 * on, the server sends smaller pictures and a page whose app starts only when the shopper first uses it.
 */
export function DataSaverSection() {
  const [enabled, setEnabled] = useState(isDataSaverSwitchOn);
  return (
    <DataSaverSwitch
      enabled={enabled}
      browserSaves={browserSavesData()}
      onChange={(on) => {
        setDataSaverSwitch(on);
        setEnabled(on);
      }}
    />
  );
}
