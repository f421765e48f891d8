# The thumbnail batch of a photo archive (thumbd, C, built here with gcc -g -O1), whose memory
# climbed during the night run: under valgrind --tool=massif, then ms_print of the profile, as the
# agent typed it in one line. The batch renders six collections and keeps every decoded tile in a
# cache until its collection is done. Output: massif's short banner (==PID==), the program's own
# 'thumb NNNNN written' lines and one 'COLLECTION: N accessions, N bytes in tile cache' line per
# collection, then ms_print's header, the ASCII graph of heap use (one tall tooth, smaller ones
# after), 'Detailed snapshots: [..., 24 (peak), ...]', the table of ~70 snapshots and the
# allocation trees of the detailed ones, each ~99.5% under decode_tile (thumbd.c:14) via
# render_collection (thumbd.c:71). The peak's tree, three quarters down, comes from
# main (thumbd.c:86), the glass-negatives collection (280 accessions, ~20 MB of tiles at once).
# Exit 0.
gcc -g -O1), whose memory grows
# through the night run: run under valgrind --tool=massif, then ms_print of the profile, as the agent
# typed it in one line. Output: massif's short banner (==PID==), the program's own 'thumb NNNNN
# written' lines and 'done: N bytes in tile cache', then ms_print's header, the ASCII graph of
# heap use climbing to the peak, the table of ~50 snapshots and, for the detailed ones, the
# allocation trees. Every tree puts ~99% under decode_tile() (thumbd.c:15) called from main()
# (thumbd.c:60): decoded tiles handed to cache_put(), which keeps every one, while the thumbnails,
# EXIF strings and cache nodes are small. The peak's own tree is in the middle of the snapshots.
# Exit 0.
gcc -g -O1 -o thumbd thumbd.c
