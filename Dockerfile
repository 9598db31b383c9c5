# Pano in a container (docs/deploy.md, "Container"): the README's commands — `npm ci`, `npm run build`,
# `npm start` — in an image. Build: docker build -t pano .
# Run (embedded, one process):  docker run -p 8080:8080 -v pano-data:/data pano
# Run (PostgreSQL, any number):  docker run -p 8080:8080 -e DATABASE_URL=postgres://… -e JWT_SECRET=… pano
FROM node:20-bookworm-slim AS build
# what node-gyp needs to compile a native module whose prebuilt binary does not load on the building machine
# (argon2's crashes on some CPUs: npm ci then builds it from source); the runtime image does not keep them
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# the dependencies first, so a change to the sources does not install them again
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund --loglevel=error
COPY . .
RUN npm run build

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data \
    SEED_DEMO=false
# the built web and server bundle with what `npm start` needs to run them (it rebuilds nothing: the
# builds are newer than their sources)
COPY --from=build /app /app
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
# the balancer's check (docs/deploy.md): ready while it takes work and the control database answers
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM reaches the launcher, which passes it on: the server stops gracefully (SHUTDOWN_DELAY_MS)
CMD ["npm", "start"]
