# The portal's image: the server compiled to JavaScript and the built admin UI, run by plain node with
# the production dependencies only. It needs a PostgreSQL (DATABASE_URL) and, optionally, EventStoreDB
# (EVENTSTORE_URL): docker-compose.yml runs all three; docs/operations.md, "The image".

# Build: every dependency, the type-checked server build (build/) and the admin UI (admin/dist/).
FROM node:20-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm run build:admin

# Run: production dependencies only; optional ones left out too (the embedded PostgreSQL's binaries
# and esbuild: the image runs against DATABASE_URL and loads no TypeScript).
FROM node:20-slim
ENV NODE_ENV=production PORT=3000 DATA_DIR=/app/data
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --omit=optional --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/build ./build
COPY --from=build /app/admin/dist ./admin/dist
# DATA_DIR keeps the generated keys when they are not given (JWT_SECRET, FILE_KEY) and the stored
# files when FILE_STORE_URL is unset: mount a volume there.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "build/scripts/start.js"]
