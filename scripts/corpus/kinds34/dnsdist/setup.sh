# The DNS front end of a university library's network: dnsdist 1.7 (Debian) in front of two
# recursive resolvers (resolver-a preferred, resolver-b standby, policy firstAvailable, health
# checks every second, three misses mark a server down, two answers bring it back), with verbose
# health checks, on 127.0.0.1:5300; the resolvers are stand-ins on 127.0.0.1:5301 and :5302
# (resolver.py, answering every name).
true
