# The bedside radio of a hospital (St Brannoc's Hospital Radio, run by volunteers): Icecast 2.4
# (Debian's icecast2) on 127.0.0.1 with two mounts, /live.ogg from the studio and /jukebox.ogg, the
# overnight playlist, which is /live.ogg's fallback-mount; no fallback-override is set. The two
# encoders are ezstream 1.0 (Debian) streaming Ogg Vorbis made here with sox (the studio's a long
# programme, the jukebox's a loop of short tracks). Icecast refuses to run as root, so it and the
# encoders run as nobody (the case's dir and the dirs above it are opened to nobody).
port=$(free_port)
sed -i "s|WORKDIR|$PWD|g; s|PORT|$port|g" icecast.xml
echo "$port" > port
mkdir -p audio web
sox -n -r 44100 -c 2 audio/live-request-show.ogg synth 300 sine 220 sine 330 vol 0.3 2>/dev/null
for i in 1 2 3 4; do
  sox -n -r 44100 -c 2 "audio/jukebox-$i.ogg" synth 20 sine $((200 + i * 60)) vol 0.3 2>/dev/null
done
ls "$PWD"/audio/live-*.ogg > live.m3u
ls "$PWD"/audio/jukebox-*.ogg > jukebox.m3u
for m in live jukebox; do
  cat > "ezstream-$m.xml" <<XML
<ezstream>
  <servers><server><hostname>127.0.0.1</hostname><port>$port</port><password>wardrounds</password></server></servers>
  <streams><stream><mountpoint>/$m.ogg</mountpoint><format>Ogg</format><stream_name>St Brannoc's Hospital Radio ($m)</stream_name></stream></streams>
  <intakes><intake><type>playlist</type><filename>$PWD/$m.m3u</filename></intake></intakes>
</ezstream>
XML
done
chmod 0600 ezstream-*.xml
chmod o+x "$WORK" "$WORK/k36" "$PWD"
chown -R nobody:nogroup "$PWD"
