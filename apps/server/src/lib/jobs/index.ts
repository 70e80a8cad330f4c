export {
  createJobQueue,
  type JobHandler,
  type JobInfo,
  type JobLog,
  type JobQueue,
  type JobQueueOptions,
  type JobRun,
  type JobState,
  type JobTypeOptions,
  type SendJobOptions,
} from './queue';
