# One build, three runtime images: `server` (API, worker and the migration job), `web` (static shell + remotes)
# and `remote` (one remote alone, chosen by --build-arg REMOTE).
# Production runs Node 22 LTS; the same code runs on the Node 20 of the development machines.
FROM node:22-bookworm-slim AS build
WORKDIR /app
ENV NX_DAEMON=false NX_NO_CLOUD=true CI=true
# The lock file's exact tree, installed for this image's platform (.dockerignore keeps the host's node_modules out).
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx nx run-many -t build --outputStyle=static && npm prune --omit=dev --no-audit --no-fund
# The web root: the shell at /, every remote (each dist folder but shell and the servers) under /remotes/.
RUN mkdir -p /web/remotes && cp -r dist/apps/shell/. /web/ \
 && for d in dist/apps/*/; do n=$(basename "$d"); case "$n" in shell|api|worker) ;; *) cp -r "$d" "/web/remotes/$n" ;; esac; done

FROM node:22-bookworm-slim AS server
WORKDIR /app
# In a container the network is the pod's or the compose project's: listen on all its interfaces.
ENV NODE_ENV=production HOST=0.0.0.0
# V8 grows its heap lazily under load: a cap. glibc keeps an arena per thread that allocated (argon2 takes
# 19 MiB in each of libuv's threads): two arenas; and a fixed mmap threshold, so those blocks go back to the
# system when freed instead of into an arena (docs/performance.md). `npm run bench` runs the API with this line.
ENV NODE_OPTIONS=--max-old-space-size=192 MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/dist/apps/api ./dist/apps/api
COPY --from=build /app/dist/apps/worker ./dist/apps/worker
USER node
EXPOSE 3000
CMD ["node", "dist/apps/api/main.js"]

# Alpine's own nginx, so that its brotli module (same build) loads: nginx.org's image has no brotli.
FROM alpine:3.20 AS web
RUN apk add --no-cache nginx nginx-mod-http-brotli && mkdir -p /run/nginx \
 && ln -sf /dev/stdout /var/log/nginx/access.log && ln -sf /dev/stderr /var/log/nginx/error.log
COPY deploy/nginx.conf /etc/nginx/http.d/default.conf
COPY deploy/security-headers.conf /etc/nginx/security-headers.conf
COPY --from=build /web /usr/share/nginx/html
EXPOSE 8080
STOPSIGNAL SIGQUIT
CMD ["nginx", "-g", "daemon off;"]

# One remote alone, to ship it without the shell: `docker build --target remote --build-arg REMOTE=coach`.
# The web's nginx, configuration and headers, serving only /remotes/<name>/ (where the ingress sends it).
# The last stage: `docker build .` without --target stops here and asks for REMOTE.
FROM web AS remote
ARG REMOTE
RUN [ -n "$REMOTE" ] || { echo "--build-arg REMOTE=client|coach|recruiter|axel is required" >&2; exit 1; } \
 && rm -rf /usr/share/nginx/html/*
COPY --from=build /web/remotes/${REMOTE} /usr/share/nginx/html/remotes/${REMOTE}
