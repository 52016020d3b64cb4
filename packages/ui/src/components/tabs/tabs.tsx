import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import './tabs.css';

/** Tabs on Radix: arrow keys move between tabs, Tab moves into the panel. */
export function Tabs({ className, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root data-slot="tabs" className={cn('oja-tabs', className)} {...props} />;
}

/** The row of tabs; give it an `aria-label` saying what it switches. */
export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return <TabsPrimitive.List data-slot="tabs-list" className={cn('oja-tabs__list', className)} {...props} />;
}

/** One tab; `value` ties it to its panel. */
export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn('oja-tabs__trigger', className)}
      {...props}
    />
  );
}

/** The panel of the tab with the same `value`. */
export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn('oja-tabs__content', className)}
      {...props}
    />
  );
}
