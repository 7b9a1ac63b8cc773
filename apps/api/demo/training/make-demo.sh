#!/usr/bin/env bash
# How the demo seed's training video was made (ffmpeg, Debian's package): 8 s, 640×360, H.264 baseline and AAC,
# moov first (plays while it loads), a poster from its third second. The subtitles (demo.fr.vtt) are written by hand.
set -euo pipefail
cd "$(dirname "$0")"
font=/usr/share/fonts/truetype/dejavu
ffmpeg -hide_banner -loglevel error -y -f lavfi -i "color=c=0x1f3a5f:s=640x360:d=8:r=25" -f lavfi -i "sine=frequency=440:sample_rate=44100:duration=8" \
  -vf "drawtext=fontfile=$font/DejaVuSans-Bold.ttf:text='CapSuisse':fontcolor=white:fontsize=44:x=(w-text_w)/2:y=120,drawtext=fontfile=$font/DejaVuSans.ttf:text='Formation 5 jours — démonstration':fontcolor=white:fontsize=24:x=(w-text_w)/2:y=190,drawtext=fontfile=$font/DejaVuSans.ttf:text='%{eif\:t\:d} s':fontcolor=0xcfe3ff:fontsize=22:x=(w-text_w)/2:y=250" \
  -c:v libx264 -profile:v baseline -pix_fmt yuv420p -crf 30 -preset veryslow -c:a aac -b:a 48k -af "volume=0.15" -movflags +faststart -shortest demo.mp4
ffmpeg -hide_banner -loglevel error -y -ss 2 -i demo.mp4 -frames:v 1 -q:v 5 poster.jpg
