import { defineWebPlugin, fillSlot, withTexts } from '@seodang/sdk/web';
import {
  workspaceAssistSlot,
  workspaceExamAssistSlot,
  workspaceResultActionsSlot,
} from '@seodang/plugin-workspace/assist-slots';
import { controlRoomFeedSlot } from '@seodang/plugin-supervision/room-slots';
import { examineeReportSectionsSlot } from '@seodang/plugin-assessment/report-slots';
import { lectureManageSectionsSlot, lessonAsideSlot } from '@seodang/plugin-lectures/lecture-slots';
import { texts } from './texts.ts';

/**
 * The AI assistant's web half: only slot fillers, each loaded (with its texts) where its host
 * renders it, so pages without a lesson, quiz or management screen carry none of it.
 */
export const plugin = defineWebPlugin({
  id: 'ai-assistant',
  slots: [
    fillSlot(
      workspaceAssistSlot,
      withTexts(() => import('./slots/workspace-assist.tsx'), texts),
    ),
    fillSlot(
      workspaceResultActionsSlot,
      withTexts(() => import('./slots/result-actions.tsx'), texts),
    ),
    fillSlot(
      lessonAsideSlot,
      withTexts(() => import('./slots/lesson-aside.tsx'), texts),
    ),
    fillSlot(
      lectureManageSectionsSlot,
      withTexts(() => import('./teacher/lecture-section.tsx'), texts),
    ),
    // The AI exam: the examinee's panel, the control room's live prompts, the report's history.
    fillSlot(
      workspaceExamAssistSlot,
      withTexts(() => import('./slots/exam-assist.tsx'), texts),
    ),
    fillSlot(
      controlRoomFeedSlot,
      withTexts(() => import('./slots/room-prompts.tsx'), texts),
    ),
    fillSlot(
      examineeReportSectionsSlot,
      withTexts(() => import('./slots/report-prompts.tsx'), texts),
    ),
    { slot: 'admin.sections', component: withTexts(() => import('./admin/admin-section.tsx'), texts) },
  ],
});
