// HAProxy in front of the cluster profile's gateways (Debian's `haproxy`, run in the foreground
// by the stack like any other process). Its configuration and French error pages are written
// under var/cluster/ when the stack starts.

export type HaproxyFile = { path: string; content: string };

/** The JSON body of the gateway's own 503 (contracts' ErrorBody), for when no gateway answers. */
const UNAVAILABLE_BODY = JSON.stringify({
  code: 'UNAVAILABLE',
  message: 'Service momentanément indisponible, réessayez dans quelques instants.',
});

function errorResponse(status: number, reason: string): string {
  const body = Buffer.from(UNAVAILABLE_BODY, 'utf8');
  return [
    `HTTP/1.1 ${status} ${reason}`,
    'content-type: application/json; charset=utf-8',
    'cache-control: no-store',
    'connection: close',
    `content-length: ${body.length}`,
    '',
    UNAVAILABLE_BODY,
  ].join('\r\n');
}

/**
 * haproxy.cfg and its error files. Round robin over the gateways; a gateway is taken out after
 * one failed health check (every 500 ms) and put back after two good ones. A request whose
 * connection to a gateway fails (nothing was sent: a killed gateway) is sent again to the other
 * one (`retry-on conn-failure` with `option redispatch 1`), never a request a gateway may have
 * received: replaying those is left to the client, for idempotent calls only.
 */
export function haproxyFiles(opts: { dir: string; port: number; gatewayPorts: number[] }): HaproxyFile[] {
  const errors = [
    { status: 502, reason: 'Bad Gateway' },
    { status: 503, reason: 'Service Unavailable' },
    { status: 504, reason: 'Gateway Timeout' },
  ];
  const config = [
    '# Written by infra/src/stack.ts (cluster profile) at each start: edit infra/src/stack/haproxy.ts.',
    'global',
    '  maxconn 4096',
    // No log section: in the foreground (-db) HAProxy prints its warnings (a gateway DOWN or UP).
    '',
    'defaults',
    '  mode http',
    '  option forwardfor',
    '  timeout connect 1s',
    '  timeout client 120s',
    '  timeout server 120s',
    // Server-sent events and WebSockets of the back-office's live notifications.
    '  timeout tunnel 1h',
    '  timeout http-keep-alive 10s',
    '  retries 3',
    '  retry-on conn-failure',
    '  option redispatch 1',
    // Keep-alive with the client, a new connection to a gateway per request: an idle gateway
    // connection stays attached to its client connection, so a gateway killed meanwhile makes
    // HAProxy close the client's connection too (a network error on the client's next request);
    // a new connection to a dead gateway is refused, which HAProxy replays on the other one.
    // Costs a loopback connect per request.
    '  option http-server-close',
    ...errors.map(({ status }) => `  errorfile ${status} ${opts.dir}/${status}.http`),
    '',
    'frontend api',
    `  bind 127.0.0.1:${opts.port}`,
    '  default_backend gateways',
    '',
    'backend gateways',
    '  balance roundrobin',
    // /health answers 200 when the gateway reaches Redis and the bus: 503 takes it out.
    '  option httpchk GET /health',
    '  http-check expect status 200',
    '  default-server inter 500ms fastinter 500ms downinter 1s fall 1 rise 2 observe layer4 error-limit 1 on-error mark-down',
    ...opts.gatewayPorts.map((port, i) => `  server gateway-${i + 1} 127.0.0.1:${port} check`),
    '',
  ].join('\n');
  return [
    { path: `${opts.dir}/haproxy.cfg`, content: config },
    ...errors.map(({ status, reason }) => ({
      path: `${opts.dir}/${status}.http`,
      content: errorResponse(status, reason),
    })),
  ];
}
