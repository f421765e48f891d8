# A six-module reactor; every module runs the enforcer's dependencyConvergence rule; shop-api pulls
# commons-lang3 3.14.0 through commons-text and 3.17.0 directly, jackson-core 2.18.1 through
# jackson-datatype-jsr310 and 2.15.4 directly, commons-codec 1.11 through httpclient and 1.17.1
# directly. The modules before it compile; the reactor stops at it.
local m mods="shop-model shop-money shop-catalog shop-api shop-web shop-cli" deps
{
  printf '<project xmlns="http://maven.apache.org/POM/4.0.0"><modelVersion>4.0.0</modelVersion>\n'
  printf '<groupId>com.acme</groupId><artifactId>shop</artifactId><version>1.0</version><packaging>pom</packaging>\n'
  printf '<properties><maven.compiler.release>17</maven.compiler.release><project.build.sourceEncoding>UTF-8</project.build.sourceEncoding></properties>\n<modules>\n'
  for m in $mods; do printf '  <module>%s</module>\n' "$m"; done
  printf '</modules>\n<build><pluginManagement><plugins>\n'
  printf '  <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-resources-plugin</artifactId><version>3.3.1</version></plugin>\n'
  printf '  <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-compiler-plugin</artifactId><version>3.13.0</version></plugin>\n'
  printf '  <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-surefire-plugin</artifactId><version>3.5.2</version></plugin>\n'
  printf '  <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-jar-plugin</artifactId><version>3.4.1</version></plugin>\n'
  printf '</plugins></pluginManagement><plugins><plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-enforcer-plugin</artifactId><version>3.5.0</version>\n'
  printf '  <executions><execution><id>enforce</id><goals><goal>enforce</goal></goals><configuration><rules><dependencyConvergence/></rules></configuration></execution></executions>\n'
  printf '</plugin></plugins></build></project>\n'
} >pom.xml
for m in $mods; do
  mkdir -p "$m/src/main/java/com/acme/${m#shop-}"
  deps='<dependency><groupId>org.apache.commons</groupId><artifactId>commons-lang3</artifactId><version>3.17.0</version></dependency>'
  if [[ $m == shop-api ]]; then
    deps+='<dependency><groupId>org.apache.commons</groupId><artifactId>commons-text</artifactId><version>1.12.0</version></dependency>'
    deps+='<dependency><groupId>com.fasterxml.jackson.datatype</groupId><artifactId>jackson-datatype-jsr310</artifactId><version>2.18.1</version></dependency>'
    deps+='<dependency><groupId>com.fasterxml.jackson.core</groupId><artifactId>jackson-core</artifactId><version>2.15.4</version></dependency>'
    deps+='<dependency><groupId>org.apache.httpcomponents</groupId><artifactId>httpclient</artifactId><version>4.5.14</version></dependency>'
    deps+='<dependency><groupId>commons-codec</groupId><artifactId>commons-codec</artifactId><version>1.17.1</version></dependency>'
  fi
  printf '<project xmlns="http://maven.apache.org/POM/4.0.0"><modelVersion>4.0.0</modelVersion>\n<parent><groupId>com.acme</groupId><artifactId>shop</artifactId><version>1.0</version></parent>\n<artifactId>%s</artifactId>\n<dependencies>%s</dependencies></project>\n' "$m" "$deps" >"$m/pom.xml"
  for i in $(seq 1 12); do
    printf 'package com.acme.%s;\n\npublic final class Part%d {\n    public String name() { return org.apache.commons.lang3.StringUtils.capitalize("part%d"); }\n}\n' "${m#shop-}" "$i" "$i" >"$m/src/main/java/com/acme/${m#shop-}/Part$i.java"
  done
done
