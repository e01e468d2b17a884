# syntax=docker/dockerfile:1
# One image recipe for the gateway and the four services, built from the repository root with
# the app's build arguments (docker-compose.yml passes them), e.g.
#   docker build -f infra/docker/node-app.Dockerfile --build-arg WORKSPACE=@courtage/auth \
#     --build-arg APP_DIR=services/auth --build-arg ENTRY=services/auth/src/main.ts \
#     --build-arg PORT=3101 -t courtage/auth .
# Node 24 runs the TypeScript sources directly (type stripping): no build step.
FROM node:24-slim
ARG WORKSPACE
ARG APP_DIR
ARG ENTRY
ARG PORT
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
# Every workspace manifest, so that npm resolves the workspaces of the lock; only this app's
# dependencies are installed (npm install, not npm ci: see infra/bin/lib.sh). Sources come
# after, so that a code change keeps the dependency layer cached.
COPY services/contracts/package.json services/contracts/package.json
COPY services/runtime/package.json services/runtime/package.json
COPY services/auth/package.json services/auth/package.json
COPY services/offer/package.json services/offer/package.json
COPY services/crm/package.json services/crm/package.json
COPY services/notification/package.json services/notification/package.json
COPY gateway/package.json gateway/package.json
COPY sites/web/package.json sites/web/package.json
COPY tests/package.json tests/package.json
RUN npm install --omit=dev --no-audit --no-fund --workspace ${WORKSPACE} --include-workspace-root=false
COPY services/contracts services/contracts
COPY services/runtime services/runtime
COPY ${APP_DIR} ${APP_DIR}
# The runbooks the gateway's ops console shows with each alert (docs/runbooks).
COPY docs/runbooks docs/runbooks
# Kept for run time: build arguments are gone once the image is built.
ENV APP_ENTRY=${ENTRY} APP_PORT=${PORT}
USER node
EXPOSE ${PORT}
# The services answer /health on HEALTH_PORT, the gateway on PORT.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.HEALTH_PORT || process.env.PORT || process.env.APP_PORT) + '/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# exec: node replaces the shell, so it is PID 1 and gets SIGTERM (graceful shutdown).
CMD exec node "$APP_ENTRY"
