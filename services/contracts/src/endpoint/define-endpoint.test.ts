import { describe, expect, it } from 'vitest';
import { getTaskEndpoint } from '../crm/tasks/get-task.rpc.ts';
import { listTasksEndpoint } from '../crm/tasks/list-tasks.rpc.ts';
import { setTaskStatusEndpoint } from '../crm/tasks/set-task-status.rpc.ts';
import { updateTaskEndpoint } from '../crm/tasks/update-task.rpc.ts';
import { defineEndpoint, httpRequestOf, mayCall, pathParamNames, requestOf } from './define-endpoint.ts';

const id = '2b7c7f86-3f0e-4a55-9d2f-6b8a0f8f2a11';
const task = {
  title: 'Rappeler',
  dueAt: '2026-12-01T09:00:00.000Z',
  assigneeId: id,
  linkedType: null,
  linkedId: null,
};

describe('an endpoint defined once', () => {
  it('fills its path parameters from the request fields of the same name', () => {
    expect(pathParamNames('/api/v1/task/:id/status')).toEqual(['id']);
    expect(httpRequestOf(setTaskStatusEndpoint, { id, status: 'terminee' })).toEqual({
      path: `/api/v1/task/${id}/status`,
      body: { status: 'terminee' },
    });
  });

  it('sends a wrapped body under its key and rebuilds the request from it', () => {
    const sent = httpRequestOf(updateTaskEndpoint, { id, task });
    expect(sent).toEqual({ path: `/api/v1/task/${id}`, body: task });
    expect(requestOf(updateTaskEndpoint, { id }, sent.body)).toEqual({ id, task });
  });

  it('puts a GET request’s other fields in the query string, and escapes the parameters', () => {
    const search = defineEndpoint({
      method: 'GET',
      path: '/api/v1/things/:name',
      rpc: getTaskEndpoint.rpc,
      access: 'staff',
      summary: 'x',
    });
    expect(httpRequestOf(search, { name: 'a/b', q: 'éa', kinds: ['x', 'y'], none: undefined })).toEqual({
      path: '/api/v1/things/a%2Fb?q=%C3%A9a&kinds=x&kinds=y',
    });
    expect(httpRequestOf(getTaskEndpoint, { id })).toEqual({ path: `/api/v1/task/${id}` });
    expect(() => httpRequestOf(getTaskEndpoint, {})).toThrow(':id');
  });

  it('lets each role call what its access level allows, as the gateway guards', () => {
    const table = (access: Parameters<typeof mayCall>[0]) =>
      [null, 'customer', 'sub-admin', 'admin'].map((role) => mayCall(access, role));
    expect(table('public')).toEqual([true, true, true, true]);
    expect(table('customer')).toEqual([false, true, false, false]);
    expect(table('staff')).toEqual([false, false, true, true]);
    expect(table('admin')).toEqual([false, false, false, true]);
  });

  it('keeps a list’s CSV export for Admins unless it says staff', () => {
    expect(listTasksEndpoint.csv?.access).toBe('admin');
    expect(listTasksEndpoint.access).toBe('staff');
  });
});
