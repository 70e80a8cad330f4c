/**
 * Milliseconds between mounting a live region and putting text into it. Screen readers announce
 * changes to regions they already track; a region that arrives with its text is often read late or
 * not at all (Safari with VoiceOver needs about 100 ms, as React Aria's live announcer found).
 */
export const liveRegionDelay = 100;
