import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { AMQP_VHOST, REDIS_URL } from './test-env.ts';

const run = promisify(execFile);

/** Ready + unacknowledged messages of a RabbitMQ queue of the test vhost (0 when it does not exist). */
export async function rabbitQueueDepth(name: string, vhost = AMQP_VHOST): Promise<number> {
  const { stdout } = await run('rabbitmqctl', [
    '-q',
    'list_queues',
    '-p',
    vhost,
    '--no-table-headers',
    'name',
    'messages',
  ]);
  for (const line of stdout.split('\n')) {
    const [queue, messages] = line.trim().split(/\s+/);
    if (queue === name) return Number(messages);
  }
  return 0;
}

/** The `emails` BullMQ queue of the test Redis database, seen from the test. */
export function openEmailQueue(redisUrl = REDIS_URL): { queue: Queue; close(): Promise<void> } {
  const connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
  const queue = new Queue('emails', { connection });
  return {
    queue,
    async close() {
      await queue.close();
      await connection.quit();
    },
  };
}

/** Jobs not finished yet (waiting, delayed, active...). */
export async function unfinishedJobs(queue: Queue): Promise<number> {
  const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized', 'waiting-children');
  return Object.values(counts).reduce((sum, count) => sum + count, 0);
}

/**
 * Deletes every key of the `emails` queue in the given Redis database of the notification
 * tests (db 3 unless told, prefix `bull:emails:`), as a Redis restart without persistence would. Never the
 * other databases of the shared Redis.
 */
export async function wipeEmailQueueKeys(redisUrl = REDIS_URL): Promise<number> {
  const redis = new Redis(redisUrl);
  try {
    let deleted = 0;
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', 'bull:emails:*', 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) deleted += await redis.del(...keys);
    } while (cursor !== '0');
    return deleted;
  } finally {
    await redis.quit();
  }
}
