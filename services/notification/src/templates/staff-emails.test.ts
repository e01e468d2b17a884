import { describe, expect, it } from 'vitest';
import { renderStaffEmail } from './staff-emails.ts';

const callback = {
  offerId: '7d0f1a52-4c1e-4c55-8a39-1f1f7d7a1b11',
  brokerName: 'Claire <Martin>',
  dateSlot: '2026-11-25',
  timeSlot: '10:00',
  url: 'http://localhost:4321/admin/offer-details/7d0f1a52-4c1e-4c55-8a39-1f1f7d7a1b11',
};

describe('staff emails', () => {
  it('tells the assigned broker the slot in French with a link to the offer', () => {
    const email = renderStaffEmail({ template: 'callback-assigned', data: callback });
    expect(email.subject).toBe('Rappel client à effectuer le 25/11/2026 à 10:00');
    expect(email.text).toContain(callback.url);
    expect(email.html).toContain('Claire &lt;Martin&gt;');
    expect(email.html).not.toContain('<Martin>');
  });

  it('reminds 15 minutes before, and a task at its due time in Paris time', () => {
    expect(renderStaffEmail({ template: 'callback-reminder', data: callback }).subject).toBe(
      'Dans 15 minutes : rappel client le 25/11/2026 à 10:00',
    );
    const task = renderStaffEmail({
      template: 'task-reminder',
      data: {
        taskId: callback.offerId,
        title: 'Relancer\nla société',
        dueAt: '2026-11-25T09:30:00.000Z',
        brokerName: 'Claire',
        url: 'http://localhost:4321/admin/task',
      },
    });
    expect(task.subject).toBe('Tâche à échéance : Relancer la société');
    expect(task.text).toContain('le 25/11/2026 à 10:30');
  });
});
