# A payments module of 45 classes checked by maven-checkstyle-plugin 3.6.0 (checkstyle 10.20.1)
# with a config whose rules warn (missing Javadoc, magic numbers, final parameters, braces, line
# length) except EmptyCatchBlock, an error; Reconciler.java, the 31st, swallows an exception.
local i n
cat >pom.xml <<'POM'
<project xmlns="http://maven.apache.org/POM/4.0.0"><modelVersion>4.0.0</modelVersion>
<groupId>com.acme</groupId><artifactId>payments</artifactId><version>5.0.1</version>
<properties><maven.compiler.release>17</maven.compiler.release><project.build.sourceEncoding>UTF-8</project.build.sourceEncoding></properties>
<build><pluginManagement><plugins>
  <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-resources-plugin</artifactId><version>3.3.1</version></plugin>
  <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-compiler-plugin</artifactId><version>3.13.0</version></plugin>
</plugins></pluginManagement>
<plugins><plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-checkstyle-plugin</artifactId><version>3.6.0</version>
<dependencies><dependency><groupId>com.puppycrawl.tools</groupId><artifactId>checkstyle</artifactId><version>10.20.1</version></dependency></dependencies>
<configuration><configLocation>checkstyle.xml</configLocation><consoleOutput>true</consoleOutput><violationSeverity>error</violationSeverity><failOnViolation>true</failOnViolation></configuration>
<executions><execution><id>checkstyle</id><phase>validate</phase><goals><goal>check</goal></goals></execution></executions>
</plugin></plugins></build></project>
POM
mkdir -p src/main/java/com/acme/payments
i=0
for n in Gateway Card Token Wallet Charge Capture Void Refund Payout Fee Rate Currency Money Merchant Terminal Batch Settlement Ledger Journal Account Dispute Evidence Chargeback Webhook Retry Signer Verifier Nonce Session Receipt Reconciler Report Export Import Schedule Tenant Vendor Hold Release Limit Risk Score Rule Audit Archive; do
  i=$((i + 1))
  {
    printf 'package com.acme.payments;\n\nimport java.util.List;\n\npublic final class %s {\n' "$n"
    printf '    public long fee(long cents, int percent) {\n        if (cents > 100000) return cents * percent / 100 + 30;\n        return cents * percent / 100 + 25;\n    }\n\n'
    printf '    public String label(String prefix, List<String> parts) {\n        String joined = String.join(",", parts);\n        if (joined.length() > 240) return prefix + joined.substring(0, 240);\n        return prefix + "-%s-" + joined + " (with a description long enough to pass the one hundred character limit)";\n    }\n' "$n"
    if [[ $n == Reconciler ]]; then
      printf '\n    public int parseCount(String raw) {\n        int count = 0;\n        try {\n            count = Integer.parseInt(raw.trim());\n        } catch (NumberFormatException e) {\n        }\n        return count;\n    }\n'
    fi
    printf '}\n'
  } >"src/main/java/com/acme/payments/$n.java"
done
