// The weekly "New for students this week" e-mail (issue 38).
export { createWeeklyDigest, type WeeklyDigest } from "./job.ts";
