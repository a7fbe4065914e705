/** The tabs of act details (spec §2 screen 13), in the order shown; `?tab=` in the address picks one. `video` is an act by video's only. */
export const ACT_TABS = ['general', 'parties', 'subjects', 'print', 'payments', 'references', 'result', 'remarks', 'video', 'history'] as const;
export type ActTab = (typeof ACT_TABS)[number];

export function readActTab(text: string | null | undefined): ActTab | undefined {
  return ACT_TABS.find((tab) => tab === text);
}
