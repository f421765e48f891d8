package dev.candor.store;

import java.net.URI;
import java.net.URISyntaxException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A parsed store URL: which database, how to reach it, and a form safe to print.
 *
 * @param dialect SQLite or PostgreSQL
 * @param jdbcUrl what the driver is given, without user, password or our own parameters
 * @param file the SQLite file, if SQLite
 * @param user the PostgreSQL user, if given outside the JDBC URL
 * @param password the PostgreSQL password, if given outside the JDBC URL
 * @param schema the PostgreSQL schema to keep the tables in, if given
 * @param display the URL with any password masked
 */
record StoreUrl(Dialect dialect, String jdbcUrl, Optional<Path> file, Optional<String> user,
    Optional<String> password, Optional<String> schema, String display) {

  static final String FORMS = "sqlite:/path/to/store.db, postgresql://user:pass@host:5432/db"
      + " or jdbc:postgresql://host:5432/db?user=u&password=p (PostgreSQL URLs may add schema=name)";

  /** Compiled when first needed (the holder idiom): a plain sqlite: URL, every small call's, needs neither. */
  private static final class Patterns {
    static final Pattern SCHEMA = Pattern.compile("[a-z_][a-z0-9_]{0,62}");
    static final Pattern SECRET_PARAM = Pattern.compile("(?i)(password=)[^&]*");

    private Patterns() {}
  }

  StoreUrl {
    Objects.requireNonNull(dialect, "dialect");
    Objects.requireNonNull(jdbcUrl, "jdbcUrl");
    Objects.requireNonNull(display, "display");
  }

  static StoreUrl parse(String url) {
    if (url == null || url.isBlank()) {
      throw bad(url, "it is empty");
    }
    String u = url.strip();
    if (u.startsWith("sqlite:")) {
      return sqlite(u, u.substring("sqlite:".length()));
    }
    if (u.startsWith("jdbc:sqlite:")) {
      return sqlite(u, u.substring("jdbc:sqlite:".length()));
    }
    if (u.startsWith("postgresql://") || u.startsWith("postgres://")) {
      return postgres(u);
    }
    if (u.startsWith("jdbc:postgresql://")) {
      return jdbcPostgres(u);
    }
    throw bad(u, "the scheme is not sqlite or postgresql");
  }

  private static StoreUrl sqlite(String url, String rest) {
    String path = rest.startsWith("//") ? rest.substring(2) : rest;
    if (path.isBlank() || path.contains("?") || path.equals(":memory:")) {
      throw bad(url, "it needs a file path, without parameters");
    }
    Path file = Path.of(path).toAbsolutePath().normalize();
    return new StoreUrl(Dialect.SQLITE, "jdbc:sqlite:" + file, Optional.of(file), Optional.empty(),
        Optional.empty(), Optional.empty(), "sqlite:" + file);
  }

  private static StoreUrl postgres(String url) {
    URI uri;
    try {
      uri = new URI(url);
    } catch (URISyntaxException e) {
      throw bad(url, e.getReason());
    }
    if (uri.getHost() == null || uri.getPath() == null || uri.getPath().length() < 2) {
      throw bad(mask(url), "it needs a host and a database name");
    }
    Optional<String> user = Optional.empty();
    Optional<String> password = Optional.empty();
    if (uri.getRawUserInfo() != null) {
      String[] parts = uri.getRawUserInfo().split(":", 2);
      user = Optional.of(decode(parts[0]));
      password = parts.length > 1 ? Optional.of(decode(parts[1])) : Optional.empty();
    }
    Params params = Params.split(uri.getRawQuery(), url);
    String jdbc = "jdbc:postgresql://" + uri.getHost() + (uri.getPort() > 0 ? ":" + uri.getPort() : "")
        + uri.getRawPath() + params.query();
    String shown = "postgresql://" + user.map(n -> n + (uri.getRawUserInfo().contains(":") ? ":***" : "") + "@").orElse("")
        + uri.getHost() + (uri.getPort() > 0 ? ":" + uri.getPort() : "") + uri.getRawPath();
    return new StoreUrl(Dialect.POSTGRESQL, jdbc, Optional.empty(), user, password, params.schema(), shown);
  }

  private static StoreUrl jdbcPostgres(String url) {
    int q = url.indexOf('?');
    String base = q < 0 ? url : url.substring(0, q);
    if (base.length() <= "jdbc:postgresql://".length() || !base.substring("jdbc:postgresql://".length()).contains("/")) {
      throw bad(mask(url), "it needs a host and a database name");
    }
    Params params = Params.split(q < 0 ? null : url.substring(q + 1), url);
    return new StoreUrl(Dialect.POSTGRESQL, base + params.query(), Optional.empty(), Optional.empty(),
        Optional.empty(), params.schema(), mask(base + params.query()));
  }

  /** Query parameters, with our own {@code schema} taken out. */
  private record Params(List<String> rest, Optional<String> schema) {
    static Params split(String rawQuery, String url) {
      List<String> rest = new ArrayList<>();
      Optional<String> schema = Optional.empty();
      if (rawQuery != null && !rawQuery.isEmpty()) {
        for (String p : rawQuery.split("&")) {
          if (p.startsWith("schema=")) {
            String name = decode(p.substring("schema=".length()));
            if (!Patterns.SCHEMA.matcher(name).matches()) {
              throw bad(mask(url), "schema \"" + name + "\" is not a lowercase SQL name ([a-z_][a-z0-9_]*)");
            }
            schema = Optional.of(name);
          } else if (!p.isEmpty()) {
            rest.add(p);
          }
        }
      }
      return new Params(rest, schema);
    }

    String query() {
      return rest.isEmpty() ? "" : "?" + String.join("&", rest);
    }
  }

  static String mask(String url) {
    if (!url.startsWith("postgres") && !url.toLowerCase(Locale.ROOT).contains("password=")) {
      return url; // nothing either pattern could mask
    }
    String s = Patterns.SECRET_PARAM.matcher(url).replaceAll("$1***");
    return s.replaceFirst("^(postgres(?:ql)?://[^:/@]+):[^@/]*@", "$1:***@");
  }

  private static String decode(String s) {
    return URLDecoder.decode(s, StandardCharsets.UTF_8);
  }

  private static IllegalArgumentException bad(String url, String why) {
    return new IllegalArgumentException("unsupported result store URL \"" + (url == null ? "" : mask(url))
        + "\": " + why + "; use " + FORMS);
  }
}
