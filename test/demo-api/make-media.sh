#!/bin/sh
# Regenerates the demo videos in test/demo-api/media/ (needs ffmpeg with libx264 and drawtext:
# `apt-get install -y ffmpeg`). Every file shows a running clock (mm:ss) and a bar that crosses the picture,
# so a screenshot shows where playback is; the audio beeps once a second. Durations must match MEDIA in
# catalogue.js (the demo API's tests read the real lengths from the files).
#
#   clock-180p.mp4   30 s, 320x180 (标清)         clock-360p.mp4   30 s, 640x360 (高清), the same lesson
#   lesson-180p.mp4  20 s, 320x180, another lesson (orange)
#   hls/index.m3u8   30 s HLS stream: 3 MPEG-TS segments of 10 s (green), stored as hls/segment-N.mpegts
set -eu
cd "$(dirname "$0")/media"
FONT="$(fc-match -f '%{file}' 'DejaVu Sans Mono:bold' 2>/dev/null || true)"
[ -n "$FONT" ] || FONT=/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf

# clip <seconds> <WxH> <colour> <label> <extra output args…>
clip() {
  seconds=$1 size=$2 colour=$3 label=$4
  shift 4
  big=$(( ${size#*x} / 3 ))
  small=$(( ${size#*x} / 12 ))
  ffmpeg -loglevel error -y \
    -f lavfi -i "color=c=${colour}:s=${size}:r=15:d=${seconds}" \
    -f lavfi -i "sine=frequency=660:beep_factor=4:sample_rate=22050:duration=${seconds}" \
    -filter_complex "[0:v]drawtext=fontfile=${FONT}:text='00\:%{eif\:t\:d\:2}':fontsize=${big}:fontcolor=white:x=(w-tw)/2:y=(h-th)/2,drawtext=fontfile=${FONT}:text='${label}':fontsize=${small}:fontcolor=white@0.9:x=10:y=10,drawtext=fontfile=${FONT}:text='/ ${seconds}s':fontsize=${small}:fontcolor=white@0.9:x=w-tw-10:y=10,drawtext=fontfile=${FONT}:text='|':fontsize=${small}:fontcolor=yellow:x=(w-tw)*t/${seconds}:y=h-th-6[v];[1:a]volume=0.15[a]" \
    -map '[v]' -map '[a]' -t "${seconds}" \
    -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -preset veryslow -crf 30 -g 30 \
    -c:a aac -b:a 24k -ac 1 "$@"
}

clip 30 320x180 0x1f6feb 'LESSON 1  SD 180p' -movflags +faststart clock-180p.mp4
clip 30 640x360 0x1f6feb 'LESSON 1  HD 360p' -movflags +faststart clock-360p.mp4
clip 20 320x180 0xd4380d 'LESSON 2  SD 180p' -movflags +faststart lesson-180p.mp4
rm -rf hls && mkdir hls
clip 30 320x180 0x237804 'HLS STREAM  180p' -force_key_frames 'expr:gte(t,n_forced*10)' \
  -f hls -hls_time 10 -hls_playlist_type vod -hls_segment_filename 'hls/segment-%d.ts' hls/index.m3u8
# Stored as .mpegts so linters and formatters do not take the segments for TypeScript; the playlist and the URLs
# keep the usual .ts names (routes/media.js maps them).
for f in hls/*.ts; do mv "$f" "${f%.ts}.mpegts"; done
ls -l clock-180p.mp4 clock-360p.mp4 lesson-180p.mp4 hls
