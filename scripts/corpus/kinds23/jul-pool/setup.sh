javac Reconciler.java
