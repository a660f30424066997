FROM python:3.11-slim

# Fonts that draw player names: Latin, Chinese, Japanese, emoji, the other living scripts and
# styled names (mathematical letters, ꧁꧂, ᓚᘏᗢ); see scripts/fonts.
RUN apt-get update \
 && apt-get install -y --no-install-recommends fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji \
 && rm -rf /var/lib/apt/lists/*

RUN useradd --create-home --uid 10001 ichiba
WORKDIR /src

# The dependencies in a layer of their own: rebuilt only when pyproject.toml changes.
COPY pyproject.toml ./
RUN python -c "import tomllib; print('\n'.join(tomllib.load(open('pyproject.toml', 'rb'))['project']['dependencies']))" > requirements.txt \
 && pip install --no-cache-dir -r requirements.txt

# Ichiba itself, as a regular (non-editable) install; data and migrations are package data.
COPY README.md ./
COPY bot ./bot
COPY cogs ./cogs
COPY rendering ./rendering
COPY data ./data
RUN pip install --no-cache-dir --no-deps . && rm -rf /src

# The database lives on a volume owned by the unprivileged user, which runs the bot.
RUN mkdir /data && chown ichiba:ichiba /data
VOLUME ["/data"]
WORKDIR /data
# Two malloc arenas: the render threads would otherwise each keep their own (~150 MB more RSS).
ENV ICHIBA_DB=/data/ichiba.db PYTHONUNBUFFERED=1 MALLOC_ARENA_MAX=2 \
    ICHIBA_METRICS_PORT=8080 ICHIBA_METRICS_HOST=0.0.0.0
EXPOSE 8080
USER ichiba
# /healthz answers 503 (urlopen raises) while the gateway is down or the database unusable.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["python", "-c", "import urllib.request; urllib.request.urlopen('http://127.0.0.1:8080/healthz', timeout=4)"]
# python is PID 1 and handles SIGTERM itself (docker stop): the bot closes gracefully, exit 0.
STOPSIGNAL SIGTERM
CMD ["python", "-m", "bot", "run"]
