export type { SlotCalls } from './slot-calls';
export { createSlotCalls } from './slot-calls';
