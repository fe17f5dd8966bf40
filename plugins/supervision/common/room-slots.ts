import type { SlotRef } from '@seodang/sdk/common';

/** An examinee of the control room as a slot's filler may name them. */
export interface RoomExaminee {
  id: number;
  name: string;
}

/** Props of {@link controlRoomFeedSlot}. */
export interface ControlRoomFeedProps {
  examIndex: number;
  /** The exam's examinees (to name the author of a live entry). */
  examinees: RoomExaminee[];
}

/**
 * A live feed beside the control room's access history (the AI assistant shows an AI exam's
 * prompts as they arrive). Ids and props types only: neither bundle carries the other's code.
 */
export const controlRoomFeedSlot: SlotRef<ControlRoomFeedProps> = { id: 'supervision.room-feed' };
