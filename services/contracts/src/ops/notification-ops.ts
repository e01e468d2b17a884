/** BullMQ's states of the `emails` queue, as counted for the console and Prometheus. */
export const EMAIL_JOB_STATES = ['waiting', 'active', 'delayed', 'completed', 'failed', 'paused'] as const;
