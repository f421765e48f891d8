package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * Room the head and the tail cannot take, because the lines next to them are longer than what is
 * left, shows more of the rare lines between rather than being left unspent; and an excerpt's block
 * that runs on into a line the tail shows is paid once, not twice. (The corpus's SBCL case pins the
 * same at 4,000 chars: its undefined function, shown since.)
 */
class LeftoverRoomTest {

  /**
   * The end of an Icecast server's log: its access and error lines, the live source leaving (its
   * listeners moved to the fallback), the fallback file it cannot open, and its shutdown, every line
   * of which is rare (cut from the corpus's Icecast case by removing lines while the difference held).
   */
  private static final String ICECAST = String.join("\n",
      "[2026-12-06  15:55:54] WARN source/source_fallback_file unable to open file \"/var/lib/icecast2/hospital-radio/fallback-media/ward-jukebox/playlists-and-station-idents/web/jukebox.ogg\"",
      "[2026-12-06  15:56:22] EROR admin/admin_handle_request Error parsing command string or unrecognised command: !POKE",
      "127.0.0.1 - - [06/Dec/2026:15:56:28 +0000] \"GET /live.ogg HTTP/1.1\" 200 103467 \"-\" \"BedsideRadio/2.1 (Ward 9 (Maternity), bed 8)\" 18",
      "127.0.0.1 - - [06/Dec/2026:15:56:28 +0000] \"GET /live.ogg HTTP/1.1\" 200 91341 \"-\" \"BedsideRadio/2.1 (Children's Ward, bed 14)\" 14",
      "[2026-12-06  15:56:28] INFO source/source_main listener count on /jukebox.ogg now 11",
      "[2026-12-06  15:56:28] INFO source/source_main listener count on /live.ogg now 8",
      "[2026-12-06  15:56:28] INFO source/source_main listener count on /live.ogg now 9",
      "127.0.0.1 - - [06/Dec/2026:15:56:29 +0000] \"GET /live.ogg HTTP/1.1\" 200 95398 \"-\" \"BedsideRadio/2.1 (Ward 7 (Curlew), bed 10)\" 14",
      "[2026-12-06  15:56:29] INFO source/source_main listener count on /jukebox.ogg now 10",
      "[2026-12-06  15:56:29] INFO source/source_main listener count on /live.ogg now 10",
      "127.0.0.1 - - [06/Dec/2026:15:56:30 +0000] \"GET /live.ogg HTTP/1.1\" 200 28065 \"-\" \"BedsideRadio/2.1 (Ward 7 (Curlew), bed 22)\" 6",
      "[2026-12-06  15:56:30] INFO source/source_main listener count on /live.ogg now 9",
      "127.0.0.1 - - [06/Dec/2026:15:56:31 +0000] \"GET /live.ogg HTTP/1.1\" 200 99451 \"-\" \"BedsideRadio/2.1 (Ward 4 (Kestrel), bed 13)\" 17",
      "127.0.0.1 - - [06/Dec/2026:15:56:31 +0000] \"GET /live.ogg HTTP/1.1\" 200 99451 \"-\" \"BedsideRadio/2.1 (Ward 4 (Kestrel), bed 5)\" 14",
      "[2026-12-06  15:56:31] INFO source/source_main listener count on /jukebox.ogg now 8",
      "127.0.0.1 - - [06/Dec/2026:15:56:32 +0000] \"GET /live.ogg HTTP/1.1\" 200 80912 \"-\" \"BedsideRadio/2.1 (Ward 4 (Kestrel), bed 16)\" 21",
      "127.0.0.1 - - [06/Dec/2026:15:56:32 +0000] \"GET /live.ogg HTTP/1.1\" 200 103491 \"-\" \"BedsideRadio/2.1 (Children's Ward, bed 18)\" 14",
      "127.0.0.1 - - [06/Dec/2026:15:56:32 +0000] \"GET /live.ogg HTTP/1.1\" 200 103491 \"-\" \"BedsideRadio/2.1 (Stroke Unit, bed 8)\" 13",
      "127.0.0.1 - - [06/Dec/2026:15:56:32 +0000] \"GET /live.ogg HTTP/1.1\" 200 103491 \"-\" \"BedsideRadio/2.1 (Stroke Unit, bed 4)\" 13",
      "127.0.0.1 - - [06/Dec/2026:15:56:32 +0000] \"GET /live.ogg HTTP/1.1\" 200 103491 \"-\" \"BedsideRadio/2.1 (Ward 7 (Curlew), bed 12)\" 12",
      "[2026-12-06  15:56:32] INFO source/source_main listener count on /jukebox.ogg now 3",
      "127.0.0.1 - - [06/Dec/2026:15:56:33 +0000] \"GET /live.ogg HTTP/1.1\" 200 35938 \"-\" \"BedsideRadio/2.1 (Ward 4 (Kestrel), bed 15)\" 8",
      "[2026-12-06  15:56:33] INFO source/source_main listener count on /live.ogg now 8",
      "127.0.0.1 - - [06/Dec/2026:15:56:34 +0000] \"GET /live.ogg HTTP/1.1\" 200 40670 \"-\" \"BedsideRadio/2.1 (Day Surgery, bed 21)\" 12",
      "[2026-12-06  15:56:34] INFO source/source_main listener count on /live.ogg now 7",
      "127.0.0.1 - - [06/Dec/2026:15:56:35 +0000] \"GET /live.ogg HTTP/1.1\" 200 107543 \"-\" \"BedsideRadio/2.1 (Children's Ward, bed 11)\" 20",
      "127.0.0.1 - - [06/Dec/2026:15:56:35 +0000] \"GET /live.ogg HTTP/1.1\" 200 107543 \"-\" \"BedsideRadio/2.1 (Ward 4 (Kestrel), bed 21)\" 19",
      "[2026-12-06  15:56:35] INFO source/source_main listener count on /jukebox.ogg now 1",
      "[2026-12-06  15:56:35] INFO format-vorbis/initial_vorbis_page seen initial vorbis header",
      "127.0.0.1 - - [06/Dec/2026:15:56:36 +0000] \"GET /live.ogg HTTP/1.1\" 200 118856 \"-\" \"BedsideRadio/2.1 (Ward 4 (Kestrel), bed 15)\" 15",
      "[2026-12-06  15:56:36] INFO source/source_main listener count on /jukebox.ogg now 0",
      "127.0.0.1 - - [06/Dec/2026:15:56:38 +0000] \"GET /live.ogg HTTP/1.1\" 200 53286 \"-\" \"BedsideRadio/2.1 (Ward 4 (Kestrel), bed 6)\" 15",
      "[2026-12-06  15:56:38] INFO source/source_main listener count on /live.ogg now 6",
      "127.0.0.1 - - [06/Dec/2026:15:56:39 +0000] \"GET /live.ogg HTTP/1.1\" 200 58024 \"-\" \"BedsideRadio/2.1 (Ward 4 (Kestrel), bed 14)\" 12",
      "127.0.0.1 - - [06/Dec/2026:15:56:39 +0000] \"GET /live.ogg HTTP/1.1\" 200 58024 \"-\" \"BedsideRadio/2.1 (Ward 3 (Heron), bed 24)\" 10",
      "[2026-12-06  15:56:39] INFO source/source_main listener count on /live.ogg now 4",
      "127.0.0.1 - - [06/Dec/2026:15:56:41 +0000] \"GET /live.ogg HTTP/1.1\" 200 62755 \"-\" \"BedsideRadio/2.1 (Ward 3 (Heron), bed 1)\" 15",
      "[2026-12-06  15:56:41] INFO source/source_main listener count on /live.ogg now 3",
      "127.0.0.1 - - [06/Dec/2026:15:56:42 +0000] \"GET /live.ogg HTTP/1.1\" 200 65912 \"-\" \"BedsideRadio/2.1 (Children's Ward, bed 3)\" 18",
      "[2026-12-06  15:56:42] INFO source/source_main listener count on /live.ogg now 2",
      "127.0.0.1 - - [06/Dec/2026:15:56:44 +0000] \"GET /live.ogg HTTP/1.1\" 200 70647 \"-\" \"BedsideRadio/2.1 (Day Surgery, bed 4)\" 17",
      "[2026-12-06  15:56:44] INFO source/source_main listener count on /live.ogg now 1",
      "127.0.0.1 - - [06/Dec/2026:15:56:48 +0000] \"GET /live.ogg HTTP/1.1\" 200 83271 \"-\" \"BedsideRadio/2.1 (Ward 9 (Maternity), bed 24)\" 20",
      "[2026-12-06  15:56:48] INFO source/source_main listener count on /live.ogg now 0",
      "[2026-12-06  15:56:49] INFO source/get_next_buffer End of Stream /live.ogg",
      "[2026-12-06  15:56:49] INFO source/source_shutdown Source from 127.0.0.1 at \"/live.ogg\" exiting",
      "[2026-12-06  15:56:49] INFO source/source_move_clients passing 0 listeners to \"/jukebox.ogg\"",
      "127.0.0.1 - - [06/Dec/2026:15:56:49 +0000] \"SOURCE /live.ogg HTTP/1.0\" 200 19 \"-\" \"libshout/2.4.6\" 27",
      "[2026-12-06  15:56:49] INFO source/get_next_buffer End of Stream /jukebox.ogg",
      "[2026-12-06  15:56:49] INFO source/source_shutdown Source from 127.0.0.1 at \"/jukebox.ogg\" exiting",
      "127.0.0.1 - - [06/Dec/2026:15:56:49 +0000] \"SOURCE /jukebox.ogg HTTP/1.0\" 200 19 \"-\" \"libshout/2.4.6\" 54",
      "[2026-12-06  15:56:49] WARN source/source_fallback_file unable to open file \"/var/lib/icecast2/hospital-radio/fallback-media/ward-jukebox/playlists-and-station-idents/web/jukebox.ogg\"",
      "[2026-12-06  15:56:50] INFO main/_server_proc Caught halt request, shutting down...",
      "[2026-12-06  15:56:50] INFO main/main Shutting down",
      "[2026-12-06  15:56:50] INFO fserve/fserve_shutdown file serving stopped",
      "[2026-12-06  15:56:50] INFO slave/_slave_thread shutting down current relays",
      "[2026-12-06  15:56:50] INFO slave/_slave_thread Slave thread shutdown complete",
      "[2026-12-06  15:56:50] INFO auth/auth_shutdown Auth shutdown",
      "[2026-12-06  15:56:50] INFO yp/yp_shutdown YP thread down",
      "[2026-12-06  15:56:51] INFO stats/stats_shutdown stats thread finished") + "\n";

  @Test
  void aRareLinesBlockThatRunsIntoTheTailIsPaidOnceAndTheRestShowsTheLiveSourceLeaving() {
    Shaped s = Shaper.builder().budget(Budget.chars(2_000)).build().shape(ICECAST, Evidence.of("icecast2 -c icecast.xml", 0));
    assertThat(s.size()).isLessThanOrEqualTo(2_000);
    assertThat(Marker.findAll(s.text())).as(s.text()).isEqualTo(s.cuts());
    assertThat(s.text()).as(s.text()).contains("source_shutdown Source from 127.0.0.1 at \"/live.ogg\" exiting");
  }
}
