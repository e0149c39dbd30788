# Production image: Node 24 LTS. The build stage compiles the client (vite) and the server (esbuild, dist/server/*.js),
# then keeps only runtime dependencies; the runtime stage runs the bundles with plain node (no tsx, no TypeScript).
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# `npm ci`: the lock file lists every platform's optional native builds (scripts/lockFile.test.ts), this image's included.
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim
# Source maps sit next to the bundles but are off: Node's source-map support made every cached answer about 15%
# dearer in CPU (docs/benchmarks.md). Stack traces name the bundle's functions; for TypeScript files and lines,
# run a process with NODE_OPTIONS=--enable-source-maps.
ENV NODE_ENV=production PORT=3000
WORKDIR /app
# Only what runs: the bundles, the client assets and the runtime node_modules (owned by root, read-only to the app).
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
RUN mkdir -p /app/uploads /app/data && chown node:node /app/uploads /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --retries=3 CMD node -e "fetch('http://127.0.0.1:3000/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# The worker service runs `node dist/server/worker.js`, operator commands `node dist/server/cli.js <command>`.
CMD ["node", "dist/server/main.js"]
