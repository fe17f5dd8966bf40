import { Slot, type SlotName } from '@seodang/sdk/web';

/** Renders what plugins put into a named place of the shell (no props), in `order`. */
export function PluginSlot({ name }: { name: SlotName }) {
  return <Slot name={name} />;
}
