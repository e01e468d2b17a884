import { describe, expect, it } from 'vitest';
import { durableQueueType, retryQueueOptions, rpcQueueOptions } from './queue-type.ts';

describe('durable queue type', () => {
  it('is classic unless AMQP_QUEUE_TYPE says quorum, and refuses anything else', () => {
    expect(durableQueueType({})).toBe('classic');
    expect(durableQueueType({ AMQP_QUEUE_TYPE: 'classic' })).toBe('classic');
    expect(durableQueueType({ AMQP_QUEUE_TYPE: 'quorum' })).toBe('quorum');
    expect(() => durableQueueType({ AMQP_QUEUE_TYPE: 'stream' })).toThrow(/classic ou quorum/);
  });

  it('declares classic queues as before, so that existing queues still match', () => {
    expect(rpcQueueOptions('classic')).toEqual({ durable: true });
    expect(retryQueueOptions('classic', 'crm.contact')).toEqual({
      durable: true,
      arguments: {
        'x-queue-type': 'classic',
        'x-dead-letter-exchange': '',
        'x-dead-letter-routing-key': 'crm.contact',
      },
    });
  });

  it('declares quorum queues, the retry one dead-lettering at least once', () => {
    expect(rpcQueueOptions('quorum').arguments).toEqual({ 'x-queue-type': 'quorum' });
    expect(retryQueueOptions('quorum', 'crm.contact').arguments).toMatchObject({
      'x-queue-type': 'quorum',
      'x-dead-letter-routing-key': 'crm.contact',
      'x-dead-letter-strategy': 'at-least-once',
      'x-overflow': 'reject-publish',
    });
  });
});
