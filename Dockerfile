FROM python:3.11-slim

# Fonts that draw Latin, Chinese, Japanese and emoji player names.
RUN apt-get update \
 && apt-get install -y --no-install-recommends fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji \
 && rm -rf /var/lib/apt/lists/*

RUN useradd --create-home --uid 10001 ichiba
WORKDIR /app
COPY pyproject.toml README.md ./
COPY bot ./bot
COPY cogs ./cogs
COPY rendering ./rendering
COPY data ./data
RUN pip install --no-cache-dir -e .

# The database lives on a volume owned by the unprivileged user.
RUN mkdir /data && chown ichiba:ichiba /data
VOLUME ["/data"]
# Two malloc arenas: the render threads would otherwise each keep their own (~150 MB more RSS).
ENV ICHIBA_DB=/data/ichiba.db PYTHONUNBUFFERED=1 MALLOC_ARENA_MAX=2
USER ichiba
CMD ["python", "-m", "bot"]
