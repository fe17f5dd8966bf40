import { createContext } from 'react';
import type { RealtimeClient } from '../realtime/realtime-client.ts';
import type { AuthState, Capabilities, HeadInfo, InitialData, PageInfo } from './page-types.ts';

/** What the shell gives every screen (provided once, read through the hooks). */
export interface SeodangRuntime {
  pageInfo: PageInfo;
  auth: AuthState;
  /** Replaces the signed-in state after log in, log out or a profile change. */
  setAuth: (auth: AuthState) => void;
  capabilities: Capabilities;
  head: HeadInfo;
  initialData: InitialData;
  realtime: RealtimeClient;
  /** True in the assessment-only variant ('student' reads 'examinee'). */
  assessmentOnly: boolean;
  /** Sets the page title by the spec's rule; undefined restores the default. */
  setTitle: (title?: string) => void;
}

export const SeodangContext = createContext<SeodangRuntime | null>(null);
